// VIDEO_PROVIDER settings: the built-in default, refusal without credentials, and the adapter each one builds.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { createLogger } from '../../logger';
import { createVideoProvider } from './create-video-provider';
import { videoContentSecurityPolicy, videoPermissionsPolicy } from './security-headers';

const logger = createLogger('silent');

describe('video provider settings', () => {
  it('defaults to the built-in call, which needs no network', async () => {
    const env = parseEnv({});
    expect(env.VIDEO_PROVIDER).toBe('builtin');
    const provider = createVideoProvider(env, logger);
    expect(provider.name).toBe('builtin');
    expect(await provider.joinRoom({ roomName: 'session-x', userId: 'u', displayName: 'U', isOwner: false, now: new Date() })).toEqual({ provider: 'builtin' });
    expect(videoContentSecurityPolicy("default-src 'self'; connect-src 'self' ws: wss:", env)).toBe("default-src 'self'; connect-src 'self' ws: wss:");
    expect(videoPermissionsPolicy('camera=(self)', env)).toBe('camera=(self)');
  });

  it('refuses to start without the chosen provider’s credentials, naming them', () => {
    expect(() => parseEnv({ VIDEO_PROVIDER: 'daily' })).toThrow(/DAILY_API_KEY: required when VIDEO_PROVIDER=daily/);
    const livekit = () => parseEnv({ VIDEO_PROVIDER: 'livekit', LIVEKIT_URL: 'wss://lk.example.test' });
    expect(livekit).toThrow(/LIVEKIT_API_KEY: required when VIDEO_PROVIDER=livekit/);
    expect(livekit).toThrow(/LIVEKIT_API_SECRET: required/);
    expect(() => parseEnv({ VIDEO_PROVIDER: 'livekit', LIVEKIT_URL: 'https://lk.example.test', LIVEKIT_API_KEY: 'k', LIVEKIT_API_SECRET: 's' })).toThrow(
      /LIVEKIT_URL: must be a ws:\/\/ or wss:\/\/ URL/,
    );
    expect(() => parseEnv({ VIDEO_PROVIDER: 'zoom' })).toThrow(/VIDEO_PROVIDER/);
  });

  it('builds the Daily and LiveKit adapters from their settings', () => {
    expect(createVideoProvider(parseEnv({ VIDEO_PROVIDER: 'daily', DAILY_API_KEY: 'k' }), logger).name).toBe('daily');
    const env = parseEnv({ VIDEO_PROVIDER: 'livekit', LIVEKIT_URL: 'wss://lk.example.test', LIVEKIT_API_KEY: 'k', LIVEKIT_API_SECRET: 's' });
    expect(createVideoProvider(env, logger).name).toBe('livekit');
  });
});

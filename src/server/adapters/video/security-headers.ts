// What the page's Content-Security-Policy and Permissions-Policy must allow for the chosen video provider.
// The built-in call needs nothing beyond our own origin; Daily embeds its room in an iframe served from
// *.daily.co (which needs the camera, microphone and screen); LiveKit's SDK talks to the LiveKit server.
import type { Env } from '../../env';
import { liveKitApiUrl } from './livekit';

const DAILY_ORIGIN = 'https://*.daily.co';

type VideoSources = { frame: string[]; connect: string[]; devices: string[] };

export function videoSources(env: Pick<Env, 'VIDEO_PROVIDER' | 'LIVEKIT_URL' | 'LIVEKIT_API_URL'>): VideoSources {
  if (env.VIDEO_PROVIDER === 'daily') return { frame: [DAILY_ORIGIN], connect: [DAILY_ORIGIN], devices: [DAILY_ORIGIN] };
  if (env.VIDEO_PROVIDER === 'livekit' && env.LIVEKIT_URL) {
    const ws = new URL(env.LIVEKIT_URL).origin;
    const http = new URL(liveKitApiUrl({ url: env.LIVEKIT_URL })).origin;
    return { frame: [], connect: [ws, http], devices: [] };
  }
  return { frame: [], connect: [], devices: [] };
}

/** The policy with the provider's sources added to connect-src and a frame-src for its room. */
export function videoContentSecurityPolicy(base: string, env: Parameters<typeof videoSources>[0]): string {
  const sources = videoSources(env);
  const directives = base.split(/;\s*/).filter(Boolean);
  const out = directives.map((d) => (d.startsWith('connect-src ') && sources.connect.length ? `${d} ${sources.connect.join(' ')}` : d));
  if (sources.frame.length) out.push(`frame-src 'self' ${sources.frame.join(' ')}`);
  return out.join('; ');
}

/** camera, microphone and display-capture are delegated to the provider's room frame as well. */
export function videoPermissionsPolicy(base: string, env: Parameters<typeof videoSources>[0]): string {
  const { devices } = videoSources(env);
  if (!devices.length) return base;
  const extra = devices.map((o) => `"${o}"`).join(' ');
  return base.replace(/\b(camera|microphone|display-capture)=\(self\)/g, `$1=(self ${extra})`);
}

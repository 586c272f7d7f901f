// Builds the video provider from the environment (see README, configuration).
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { createDailyProvider } from './daily';
import { createLiveKitProvider } from './livekit';
import { builtinVideo, type VideoProvider } from './video';

/** The provider chosen by VIDEO_PROVIDER (env.ts has already refused a provider without its credentials). */
export function createVideoProvider(env: Env, logger: Logger): VideoProvider {
  switch (env.VIDEO_PROVIDER) {
    case 'daily':
      return createDailyProvider({ apiKey: env.DAILY_API_KEY ?? '', apiUrl: env.DAILY_API_URL, timeoutMs: env.VIDEO_TIMEOUT_MS, logger });
    case 'livekit':
      return createLiveKitProvider({
        url: env.LIVEKIT_URL ?? '',
        apiUrl: env.LIVEKIT_API_URL,
        apiKey: env.LIVEKIT_API_KEY ?? '',
        apiSecret: env.LIVEKIT_API_SECRET ?? '',
        timeoutMs: env.VIDEO_TIMEOUT_MS,
        logger,
      });
    default:
      return builtinVideo;
  }
}

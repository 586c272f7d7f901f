// Video providers: who carries the call. The built-in one is our own WebRTC (nothing to do on the server);
// Daily and LiveKit are called from the server only, so their API keys never reach a browser.
import type { VideoJoinDto, VideoProviderName } from '../../../shared/schemas/video';

export type JoinRoomRequest = {
  /** The wanted room name (e.g. `session-{bookingId}`); providers normalise it by the room-name rule. */
  roomName: string;
  userId: string;
  displayName: string;
  /** The tutor hosts: Daily owner, LiveKit room admin. */
  isOwner: boolean;
  now: Date;
};

export type VideoProvider = {
  readonly name: VideoProviderName;
  joinRoom(request: JoinRoomRequest): Promise<VideoJoinDto>;
};

/**
 * A provider call that failed. `unreachable` and `timeout` mean the provider did not answer ("Service
 * unavailable"); `status` carries the provider's HTTP status with the spec's message for it.
 */
export class VideoProviderError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'status' | 'invalid-response',
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'VideoProviderError';
  }
}

const SERVICE_UNAVAILABLE = 'Service unavailable';

/** The spec's room-creation messages by status; otherwise the provider's status text. */
export function statusMessage(status: number, statusText: string): string {
  if (status === 400) return 'Invalid request - check room name format and parameters';
  if (status === 401) return 'Unauthorized - check API key';
  if (status === 403) return 'Forbidden - check API permissions';
  return statusText || `Video provider error (${status})`;
}

/** fetch with a time limit; a refused connection or a timeout becomes a VideoProviderError. */
export async function providerFetch(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new VideoProviderError('timeout', SERVICE_UNAVAILABLE, undefined, { cause: err });
    throw new VideoProviderError('unreachable', SERVICE_UNAVAILABLE, undefined, { cause: err });
  }
}

/** Reads a JSON answer within the same time budget (a provider may stall mid-body). */
export async function readJson(res: Response): Promise<unknown> {
  try {
    return (await res.json()) as unknown;
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new VideoProviderError('timeout', SERVICE_UNAVAILABLE, undefined, { cause: err });
    throw new VideoProviderError('invalid-response', 'The video provider sent an unreadable answer', res.status, { cause: err });
  }
}

export const builtinVideo: VideoProvider = {
  name: 'builtin',
  joinRoom: () => Promise.resolve({ provider: 'builtin' }),
};

// Runs a Daily or LiveKit call for the session page: the server's join token, the provider's SDK, the 15 s
// start timeout, retries and Force Initialize — the same states as the built-in call (use-peer-call).
import { useEffect, useRef } from 'react';
import type { VideoJoinDto } from '@shared/schemas/video';
import { ApiError } from '../../../lib/api-client';
import { joinVideo } from '../api/video';
import { mediaErrorText, missingDevices, useCallAttempts, type CallError } from './use-call-attempts';

/** The provider's browser SDK could not be downloaded. */
export class SdkLoadError extends Error {
  constructor(cause: unknown) {
    super('Failed to load video conferencing', { cause });
  }
}

/** The element that hosts the call never appeared. */
export class ContainerError extends Error {
  constructor() {
    super('Container Error');
  }
}

type ProviderConnection = { leave: () => void };
type ConnectOptions = {
  /** Join without camera and microphone (Force Initialize after failed retries). */
  force: boolean;
  /** The call broke after it started (kicked out, network gone for good). */
  fail: (error: CallError) => void;
};
export type Connect<J> = (join: J, options: ConnectOptions) => Promise<ProviderConnection>;

function providerErrorOf(err: unknown): CallError {
  if (err instanceof ApiError) {
    return err.status >= 503 ? { title: 'Service unavailable', description: err.message } : { title: 'Failed to open meeting', description: err.message };
  }
  if (err instanceof SdkLoadError) return { title: 'Failed to load video conferencing', description: 'The video service could not be loaded. Check your connection and try again.' };
  if (err instanceof ContainerError) return { title: 'Container Error', description: 'The video area could not be prepared. Please try again.' };
  return { title: 'Failed to start video session', description: mediaErrorText(err), withoutDevices: missingDevices(err) };
}

export function useProviderCall<P extends 'daily' | 'livekit'>(bookingId: string, provider: P, connect: Connect<Extract<VideoJoinDto, { provider: P }>>) {
  const { status, error, retryCount, retry, forceInitialize, force, attempt, begin } = useCallAttempts();
  const connectRef = useRef(connect);
  connectRef.current = connect;

  useEffect(() => {
    let connection: ProviderConnection | null = null;
    const run = begin(() => {
      connection?.leave();
      connection = null;
    });
    const { fail } = run;
    void (async () => {
      try {
        const join = await joinVideo(bookingId);
        if (!run.isActive()) return;
        if (join.provider !== provider) {
          return fail({ title: 'Failed to open meeting', description: 'The video service has changed. Reload the page to join.' });
        }
        const c = await connectRef.current(join as Extract<VideoJoinDto, { provider: P }>, { force, fail });
        if (!run.isActive()) return c.leave(); // timed out or left meanwhile
        connection = c;
      } catch (err) {
        return fail(providerErrorOf(err));
      }
      run.started();
    })();
    return run.stop;
  }, [bookingId, provider, force, attempt, begin]);

  return { status, error, retryCount, retry, forceInitialize, force };
}

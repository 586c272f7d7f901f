// Runs a Daily or LiveKit call for the session page: the server's join token, the provider's SDK, the 15 s
// start timeout, retries and Force Initialize — the same states as the built-in call (use-peer-call).
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { VideoJoinDto } from '@shared/schemas/video';
import { ApiError } from '../../../lib/api-client';
import { joinVideo } from '../api/video';
import { START_TIMEOUT_MS, type CallError, type CallStatus } from './use-peer-call';

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

function mediaErrorText(err: unknown): string {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'Camera and microphone access was blocked. Allow access in your browser and try again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera or microphone was found. Use Force Initialize to join without them.';
  if (name === 'NotReadableError') return 'Your camera or microphone is in use by another application.';
  return err instanceof Error && err.message ? err.message : 'Please try again.';
}

function providerErrorOf(err: unknown): CallError {
  if (err instanceof ApiError) {
    return err.status >= 503 ? { title: 'Service unavailable', description: err.message } : { title: 'Failed to open meeting', description: err.message };
  }
  if (err instanceof SdkLoadError) return { title: 'Failed to load video conferencing', description: 'The video service could not be loaded. Check your connection and try again.' };
  if (err instanceof ContainerError) return { title: 'Container Error', description: 'The video area could not be prepared. Please try again.' };
  return { title: 'Failed to start video session', description: mediaErrorText(err) };
}

export function useProviderCall<P extends 'daily' | 'livekit'>(bookingId: string, provider: P, connect: Connect<Extract<VideoJoinDto, { provider: P }>>) {
  const [status, setStatus] = useState<CallStatus>('loading');
  const [error, setError] = useState<CallError | null>(null);
  const [retryCount, setRetryCount] = useState(0);
  const [force, setForce] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const connectRef = useRef(connect);
  connectRef.current = connect;

  useEffect(() => {
    let active = true;
    let connection: ProviderConnection | null = null;
    setStatus('loading');
    setError(null);
    const fail = (e: CallError) => {
      if (!active) return;
      active = false;
      clearTimeout(timer);
      connection?.leave();
      connection = null;
      setStatus('error');
      setError(e);
      toast.error(e.title, { description: e.description });
    };
    const timer = setTimeout(
      () => fail({ title: 'Meeting initialization timeout', description: 'The meeting took too long to start. Please try again.' }),
      START_TIMEOUT_MS,
    );
    void (async () => {
      try {
        const join = await joinVideo(bookingId);
        if (!active) return;
        if (join.provider !== provider) {
          return fail({ title: 'Failed to open meeting', description: 'The video service has changed. Reload the page to join.' });
        }
        const c = await connectRef.current(join as Extract<VideoJoinDto, { provider: P }>, { force, fail });
        if (!active) return c.leave(); // timed out or left meanwhile
        connection = c;
      } catch (err) {
        return fail(providerErrorOf(err));
      }
      clearTimeout(timer);
      setStatus('started');
      toast.success('Session started');
    })();
    return () => {
      active = false;
      clearTimeout(timer);
      connection?.leave();
    };
  }, [bookingId, provider, force, attempt]);

  const retry = useCallback(() => {
    setRetryCount((n) => n + 1);
    setAttempt((n) => n + 1);
  }, []);

  const forceInitialize = useCallback(() => {
    setRetryCount((n) => n + 1);
    setForce(true);
    setAttempt((n) => n + 1);
  }, []);

  return { status, error, retryCount, retry, forceInitialize, force };
}

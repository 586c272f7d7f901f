// The states every call on the session page goes through, whichever runs it (the built-in call or Daily/LiveKit):
// loading → started or error, the 15 s start timeout, retries and Force Initialize.
import { useCallback, useEffect, useRef, useState } from 'react';
import { roomToast } from '../lib/room-toast';

const START_TIMEOUT_MS = 15_000;

export type CallError = {
  title: string;
  description: string;
  /** No camera or microphone: joining without them (Force Initialize) gets past it. */
  withoutDevices?: boolean;
};

/** Force Initialize is offered once this many retries have failed. */
export const FORCE_AFTER_RETRIES = 2;

/** The advice under an error, matching the buttons shown with it: Retry first, Force Initialize once it is there. */
export function callAdvice(e: CallError, retryCount: number): string {
  if (!e.withoutDevices) return e.description;
  return retryCount >= FORCE_AFTER_RETRIES
    ? `${e.description} Use Force Initialize to join without them.`
    : `${e.description} Connect one and choose Retry; after ${FORCE_AFTER_RETRIES} retries you can also join without them.`;
}

/** Whether a start failed for want of a camera or microphone (joining without them would work). */
export const missingDevices = (err: unknown) => err instanceof DOMException || err instanceof Error ? err.name === 'NotFoundError' || err.name === 'OverconstrainedError' : false;
export type CallStatus = 'loading' | 'started' | 'error';

/** The camera/microphone error a call failed with, in words for the toast and the error card. */
export function mediaErrorText(err: unknown): string {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'Camera and microphone access was blocked. Allow access in your browser and try again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera or microphone was found.';
  if (name === 'NotReadableError') return 'Your camera or microphone is in use by another application.';
  return err instanceof Error && err.message ? err.message : 'Please try again.';
}

/** One attempt to start the call, begun in the effect that runs it. */
type Attempt = {
  /** False once the attempt failed or the effect was cleaned up. */
  isActive: () => boolean;
  /** Ends the attempt once: releases the call, shows the error and toasts it. */
  fail: (e: CallError) => void;
  /** The call is up: stops the start timeout and toasts it. */
  started: () => void;
  /** The effect's cleanup: ends the attempt and releases the call, quietly. */
  stop: () => void;
};

export function useCallAttempts() {
  const [status, setStatus] = useState<CallStatus>('loading');
  const [error, setError] = useState<CallError | null>(null);
  const [retryCount, setRetryCount] = useState(0);
  const [force, setForce] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The toast of a failure gives the advice for the buttons it will be shown with.
  const retries = useRef(0);
  useEffect(() => {
    retries.current = retryCount;
  }, [retryCount]);

  /** `release` lets go of the call (on failure and on cleanup); `onFail` runs after it on failure only. */
  const begin = useCallback((release: () => void, onFail?: () => void): Attempt => {
    let active = true;
    setStatus('loading');
    setError(null);
    const fail = (e: CallError) => {
      if (!active) return;
      active = false;
      clearTimeout(timer);
      release();
      onFail?.();
      setStatus('error');
      setError(e);
      roomToast.error(e.title, { description: callAdvice(e, retries.current) });
    };
    const timer = setTimeout(
      () => fail({ title: 'Meeting initialization timeout', description: 'The meeting took too long to start. Please try again.' }),
      START_TIMEOUT_MS,
    );
    return {
      isActive: () => active,
      fail,
      started: () => {
        clearTimeout(timer);
        setStatus('started');
        roomToast.success('Session started');
      },
      stop: () => {
        active = false;
        clearTimeout(timer);
        release();
      },
    };
  }, []);

  const retry = useCallback(() => {
    setRetryCount((n) => n + 1);
    setAttempt((n) => n + 1);
  }, []);

  const forceInitialize = useCallback(() => {
    setRetryCount((n) => n + 1);
    setForce(true);
    setAttempt((n) => n + 1);
  }, []);

  return { status, error, retryCount, retry, forceInitialize, force, attempt, begin };
}

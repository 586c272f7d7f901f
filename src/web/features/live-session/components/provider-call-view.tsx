// The provider call's frame: the loading and error states of the built-in call (VideoStage) over the
// element the provider's room lives in.
import type { ReactNode } from 'react';
import type { useCallAttempts } from '../hooks/use-call-attempts';
import { VideoStage } from './video-stage';

const NO_CALL = { current: null };

type Props = {
  /** The provider call's state (useProviderCall). */
  call: Pick<ReturnType<typeof useCallAttempts>, 'status' | 'error' | 'retryCount' | 'retry' | 'forceInitialize'>;
  otherName: string;
  provider: 'daily' | 'livekit';
  /** The provider's room; kept mounted while loading so the SDK has its element. */
  children: ReactNode;
};

export function ProviderCallView({ call, otherName, provider, children }: Props) {
  const { status, error, retryCount, retry: onRetry, forceInitialize: onForce } = call;
  const started = status === 'started';
  return (
    <div className="relative" data-testid="provider-call" data-provider={provider} data-status={status}>
      <div className={started ? '' : 'pointer-events-none invisible absolute inset-0 overflow-hidden'} aria-hidden={!started}>
        {children}
      </div>
      {!started && (
        <VideoStage status={status} error={error} snapshot={null} call={NO_CALL} otherName={otherName} retryCount={retryCount} onRetry={onRetry} onForce={onForce} />
      )}
    </div>
  );
}

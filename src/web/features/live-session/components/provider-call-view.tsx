// The provider call's frame: the loading and error states of the built-in call (VideoStage) over the
// element the provider's room lives in.
import type { ReactNode } from 'react';
import type { CallError, CallStatus } from '../hooks/use-peer-call';
import { VideoStage } from './video-stage';

const NO_CALL = { current: null };

type Props = {
  status: CallStatus;
  error: CallError | null;
  otherName: string;
  retryCount: number;
  onRetry: () => void;
  onForce: () => void;
  provider: 'daily' | 'livekit';
  /** The provider's room; kept mounted while loading so the SDK has its element. */
  children: ReactNode;
};

export function ProviderCallView({ status, error, otherName, retryCount, onRetry, onForce, provider, children }: Props) {
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

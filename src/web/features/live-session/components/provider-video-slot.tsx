// Where the live room puts a Daily or LiveKit call: loaded lazily, so the built-in call and every other
// page carry none of it.
import { lazy, Suspense } from 'react';
import type { VideoProviderName } from '@shared/schemas/video';
import { VideoStage } from './video-stage';

const NO_CALL = { current: null };
const reload = () => window.location.reload();

function LoadFailed({ otherName }: { otherName: string }) {
  return (
    <VideoStage
      status="error"
      error={{ title: 'Failed to load video conferencing', description: 'The video service could not be loaded. Check your connection and try again.' }}
      snapshot={null}
      call={NO_CALL}
      otherName={otherName}
      retryCount={0}
      onRetry={reload}
      onForce={reload}
    />
  );
}

const ProviderVideo = lazy(() => import('./provider-video').catch(() => ({ default: LoadFailed })));

type Props = { provider: Exclude<VideoProviderName, 'builtin'>; bookingId: string; otherName: string };

export function ProviderVideoSlot(props: Props) {
  const loading = <VideoStage status="loading" error={null} snapshot={null} call={NO_CALL} otherName={props.otherName} retryCount={0} onRetry={reload} onForce={reload} />;
  return (
    <Suspense fallback={loading}>
      <ProviderVideo {...props} />
    </Suspense>
  );
}

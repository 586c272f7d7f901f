// Where the class room puts its video: the class call on the server's SFU (class-video.tsx, loaded lazily) for
// the built-in provider, or the Daily / LiveKit room when the operator chose one (the class meets in one room
// there too, session-group-{groupSessionId}).
import { lazy, Suspense } from 'react';
import { Loader2 } from 'lucide-react';
import type { VideoProviderName } from '@shared/schemas/video';
import { ProviderVideoSlot } from './provider-video-slot';

const ClassVideo = lazy(() => import('./class-video').then((m) => ({ default: m.ClassVideo })));

type Props = {
  provider: Exclude<VideoProviderName, 'builtin'> | null;
  bookingId: string;
  selfUserId: string;
  names: Record<string, string>;
  view: 'grid' | 'speaker';
  spotlightUserId: string | null;
};

function Joining() {
  return (
    <div role="status" className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 text-white">
      <Loader2 className="h-6 w-6 animate-spin" aria-hidden />
      <p className="text-sm">Joining the class video...</p>
    </div>
  );
}

export function ClassVideoSlot({ provider, ...video }: Props) {
  if (provider) return <ProviderVideoSlot provider={provider} bookingId={video.bookingId} otherName="the class" />;
  return (
    <Suspense fallback={<Joining />}>
      <ClassVideo {...video} />
    </Suspense>
  );
}

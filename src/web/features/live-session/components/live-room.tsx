// The live view: header with role title and badges, the call, the whiteboard, chat and notes. A group
// session's seats get the class room instead (class-room.tsx).
import { lazy, Suspense, useState } from 'react';
import { PhoneOff } from 'lucide-react';
import { roomToast } from '../lib/room-toast';
import type { SessionDto } from '@shared/schemas/live';
import { MAIN_ID } from '../../../components/layout/route-focus';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { realtime } from '../../../lib/realtime-client';
import { useRealtimeSignals } from '../../../lib/use-realtime';
import { useCompleteSession } from '../api/complete-session';
import { usePeerCall } from '../hooks/use-peer-call';
import { useWhiteboardGate } from '../hooks/use-whiteboard-gate';
import { ProviderVideoSlot } from './provider-video-slot';
import { EndRoomDialog, RoomBadges, RoomHeading, RoomSideTabs, RoomWhiteboard } from './room-frame';
import { CallVideoStage } from './video-stage';

// A group session's class room (roster, hands, class chat) loads only for a seat of a group session.
const ClassRoom = lazy(() => import('./class-room').then((m) => ({ default: m.ClassRoom })));

type Props = {
  session: SessionDto;
  myUserId: string;
  myName: string;
  dashboard: string;
  /** The session was completed (by the tutor here, or announced by the tutor to the student). */
  onEnded: () => void;
};

/** A group session's seats meet in the class room; a 1:1 session in the call below. */
export function LiveRoom(props: Props) {
  if (!props.session.groupSessionId) return <PairRoom {...props} />;
  return (
    <Suspense fallback={<main id={MAIN_ID} role="status" className="flex h-[60vh] items-center justify-center text-sm text-slate-600 dark:text-slate-400">Opening the class...</main>}>
      <ClassRoom {...props} />
    </Suspense>
  );
}

function PairRoom({ session, myUserId, myName, dashboard, onEnded }: Props) {
  const isTutor = session.role === 'tutor';
  // Daily or LiveKit when the operator chose one; otherwise the built-in peer-to-peer call.
  const external = session.videoProvider === 'daily' || session.videoProvider === 'livekit' ? session.videoProvider : null;
  const call = usePeerCall(session.id, session.role, !external);
  const board = useWhiteboardGate(!external, call.status);
  const complete = useCompleteSession(session.id);
  const topic = `session:${session.id}`;
  const [confirmEnd, setConfirmEnd] = useState(false);

  useRealtimeSignals(topic, (f) => {
    if (f.data.kind === 'end' && !isTutor) {
      call.leave();
      roomToast.success('Session completed');
      onEnded();
    }
  });

  const endSession = () => {
    complete.mutate(undefined, {
      onSuccess: () => {
        setConfirmEnd(false);
        realtime.signal(topic, { kind: 'end' });
        call.leave();
        roomToast.success('Session completed');
        onEnded();
      },
      onError: (err) => {
        setConfirmEnd(false);
        roomToast.error('Failed to end session', { description: errorMessage(err) });
      },
    });
  };

  // Below lg the header and the call make up the first screen (the call takes what the header leaves, a strip of
  // the chat showing under it); from lg the page is a grid: the header across, the call beside the chat.
  return (
    <main id={MAIN_ID} className="mx-auto max-w-7xl px-3 sm:px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-4 lg:py-4">
      <div className="flex h-[calc(100dvh-3rem)] min-h-[22rem] flex-col gap-3 py-3 lg:contents">
        <header className="flex flex-col gap-2 lg:col-span-2 lg:flex-row lg:items-center lg:gap-3">
          <RoomHeading dashboard={dashboard} title={isTutor ? 'Teaching Session' : 'Learning Session'}>
            {isTutor ? 'with Student' : 'with Expert'} · <span className="font-medium text-slate-900 dark:text-slate-100">{session.otherName}</span>
            {session.offeringTitle ? ` · ${session.offeringTitle}` : ''}
          </RoomHeading>
          <div className="flex min-w-0 items-center gap-2">
            <RoomBadges live="Live Session" myName={myName} isHost={isTutor} hostNote="Controls Enabled" />
            {isTutor && (
              <Button variant="destructive" size="sm" className="ml-auto shrink-0" onClick={() => setConfirmEnd(true)} disabled={complete.isPending}>
                <PhoneOff className="h-4 w-4" aria-hidden /> {complete.isPending ? 'Ending...' : 'End Session'}
              </Button>
            )}
          </div>
        </header>

        <section aria-label="Video" className="flex min-h-0 min-w-0 flex-1 flex-col">
          {external ? (
            <ProviderVideoSlot provider={external} bookingId={session.id} otherName={session.otherName} />
          ) : (
            <CallVideoStage
              status={call.status}
              error={call.error}
              store={call.store}
              call={call.call}
              otherName={session.otherName}
              retryCount={call.retryCount}
              onRetry={call.retry}
              onForce={call.forceInitialize}
              onRemoteVideo={board.onRemoteVideo}
            />
          )}
        </section>
      </div>
      <aside className="min-w-0">
        <RoomSideTabs bookingId={session.id} myUserId={myUserId} isTutor={isTutor} chatLabel="Chat" />
      </aside>

      {isTutor && (
        <EndRoomDialog
          open={confirmEnd}
          onOpenChange={setConfirmEnd}
          pending={complete.isPending}
          title="End this session for both of you?"
          description={`The call closes for you and ${session.otherName}, and the session is marked complete: ${session.otherName} is asked to rate it. This cannot be undone.`}
          confirmLabel="End for both"
          onConfirm={endSession}
        />
      )}

      <RoomWhiteboard bookingId={session.id} title="Whiteboard" defer={!board.ready} />
    </main>
  );
}

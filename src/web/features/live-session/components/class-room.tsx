// The live room of a group session: one room for the tutor (host) and every seat. Grid or speaker view, the
// roster (who is here, who joined when, hands, mutes), raise hand, the tutor's mute and spotlight, the class chat
// and the one shared whiteboard. The media is the class call's (the SFU, or Daily / LiveKit when chosen);
// everything else here is the class's and works whichever carries the video.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Hand, LayoutGrid, MicOff, PhoneOff, Presentation } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ClassDto, SessionDto } from '@shared/schemas/live';
import { DEFAULT_TIME_ZONE } from '@shared/rules/time-zone';
import { MAIN_ID } from '../../../components/layout/route-focus';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../../entities/me/api';
import { errorMessage } from '../../../lib/api-client';
import { useRealtimeEvents, useRealtimeReconnect } from '../../../lib/use-realtime';
import { classQuery, useClass, useRaiseHand } from '../api/class';
import { useCompleteSession } from '../api/complete-session';
import { useClassPresence } from '../hooks/use-class-presence';
import { roomToast } from '../lib/room-toast';
import { ClassRoster } from './class-roster';
import { ClassVideoSlot } from './class-video-slot';
import { EndRoomDialog, RoomBadges, RoomHeading, RoomSideTabs, RoomWhiteboard } from './room-frame';

const BOARD_AFTER_MS = 2_000;

type Props = {
  session: SessionDto;
  myUserId: string;
  myName: string;
  dashboard: string;
  onEnded: () => void;
};

export function ClassRoom(props: Props) {
  const { data: klass, isError, error, refetch } = useClass(props.session.id);
  if (isError && !klass) {
    return (
      <main id={MAIN_ID} className="mx-auto max-w-xl px-4 py-10 text-center">
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          The class could not be loaded: {errorMessage(error)}
        </p>
        <Button className="mt-4" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  if (!klass) {
    return (
      <main id={MAIN_ID} className="flex h-[60vh] items-center justify-center text-sm text-slate-600 dark:text-slate-400" role="status">
        Opening the class...
      </main>
    );
  }
  return <ClassRoomView {...props} klass={klass} />;
}

function ClassRoomView({ session, myUserId, myName, dashboard, onEnded, klass }: Props & { klass: ClassDto }) {
  const qc = useQueryClient();
  const { data: me } = useMe();
  const timezone = me?.profile?.timezone || DEFAULT_TIME_ZONE;
  const isTutor = klass.role === 'tutor';
  const external = session.videoProvider === 'daily' || session.videoProvider === 'livekit' ? session.videoProvider : null;
  const [view, setView] = useState<'grid' | 'speaker'>('grid');
  const [confirmEnd, setConfirmEnd] = useState(false);
  const complete = useCompleteSession(session.id);
  const hand = useRaiseHand(session.id);
  const ended = useRef(false);
  useClassPresence(session.id);
  // The board (Excalidraw, the page's largest code) waits a moment: the class video joins first.
  const [boardReady, setBoardReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setBoardReady(true), BOARD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const refetchClass = () => void qc.invalidateQueries({ queryKey: classQuery(session.id).queryKey });
  useRealtimeEvents(klass.topic, 'class.updated', refetchClass);
  useRealtimeReconnect(refetchClass);
  // The tutor ended or cancelled the class: every seat leaves the room.
  useRealtimeEvents(klass.topic, 'class.status', (f) => {
    if (isTutor || ended.current || (f.data.status !== 'completed' && f.data.status !== 'cancelled')) return;
    ended.current = true;
    roomToast.success(f.data.status === 'completed' ? 'Class completed' : 'Class cancelled by the tutor');
    onEnded();
  });

  // The tutor hears of each newly raised hand (the roster shows it too).
  const hands = useRef<Set<string> | null>(null);
  useEffect(() => {
    const now = new Set(klass.roster.filter((m) => m.handRaisedAt).map((m) => m.userId));
    if (isTutor && hands.current) for (const m of klass.roster) if (now.has(m.userId) && !hands.current.has(m.userId)) roomToast.info(`${m.name} raised their hand`);
    hands.current = now;
  }, [klass.roster, isTutor]);

  const mine = klass.roster.find((m) => m.userId === myUserId);
  const students = klass.roster.filter((m) => m.role === 'student');
  const names = useMemo(() => Object.fromEntries(klass.roster.map((m) => [m.userId, m.name])), [klass.roster]);

  const endClass = () => {
    complete.mutate(undefined, {
      onSuccess: () => {
        setConfirmEnd(false);
        roomToast.success('Class completed');
        onEnded();
      },
      onError: (err) => {
        setConfirmEnd(false);
        roomToast.error('Failed to end the class', { description: errorMessage(err) });
      },
    });
  };

  const raised = Boolean(mine?.handRaisedAt);
  const toggleHand = () =>
    hand.mutate({ raised: !raised }, { onError: (err) => roomToast.error(raised ? 'Failed to lower your hand' : 'Failed to raise your hand', { description: errorMessage(err) }) });

  return (
    <main id={MAIN_ID} className="mx-auto max-w-7xl px-3 sm:px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-4 lg:py-4">
      {/* Below lg everything flows down the page: the class's video (sized by its tiles), then the people and chat. */}
      <div className="flex flex-col gap-3 py-3 lg:contents">
        <header className="flex flex-col gap-2 lg:col-span-2 lg:flex-row lg:items-center lg:gap-3">
          <RoomHeading dashboard={dashboard} title={isTutor ? 'Teaching Class' : 'Group Class'}>
            {session.offeringTitle ?? 'Group session'} · {isTutor ? `${students.length} ${students.length === 1 ? 'student' : 'students'}` : `with ${session.expertName}`}
          </RoomHeading>
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <RoomBadges live="Live Class" myName={myName} isHost={isTutor} />
            <div role="group" aria-label="Video layout" className="ml-auto flex shrink-0 rounded-md border border-slate-300 p-0.5 dark:border-slate-700">
              <Button size="sm" variant={view === 'grid' ? 'secondary' : 'ghost'} aria-pressed={view === 'grid'} onClick={() => setView('grid')} className="h-7">
                <LayoutGrid className="h-4 w-4" aria-hidden /> Grid
              </Button>
              <Button size="sm" variant={view === 'speaker' ? 'secondary' : 'ghost'} aria-pressed={view === 'speaker'} onClick={() => setView('speaker')} className="h-7">
                <Presentation className="h-4 w-4" aria-hidden /> Speaker
              </Button>
            </div>
            {isTutor && (
              <Button variant="destructive" size="sm" className="shrink-0" onClick={() => setConfirmEnd(true)} disabled={complete.isPending}>
                <PhoneOff className="h-4 w-4" aria-hidden /> {complete.isPending ? 'Ending...' : 'End Class'}
              </Button>
            )}
          </div>
        </header>

        {mine?.muted && (
          <p role="status" data-testid="muted-by-tutor" className="flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200">
            <MicOff className="h-4 w-4 shrink-0" aria-hidden /> Muted by the tutor. The class cannot hear you until the tutor unmutes you.
          </p>
        )}

        <section aria-label="Video" className="flex min-w-0 flex-col gap-2">
          <ClassVideoSlot
            provider={external}
            bookingId={session.id}
            selfUserId={myUserId}
            names={names}
            view={view}
            spotlightUserId={klass.spotlightUserId}
          />
          {!isTutor && (
            <div className="flex items-center gap-2">
              <Button variant={raised ? 'primary' : 'outline'} size="sm" aria-pressed={raised} onClick={toggleHand} disabled={hand.isPending}>
                <Hand className="h-4 w-4" aria-hidden /> {raised ? 'Lower hand' : 'Raise hand'}
              </Button>
              {raised && <span className="text-xs text-slate-600 dark:text-slate-400">The tutor sees your raised hand.</span>}
            </div>
          )}
        </section>
      </div>

      <aside className="min-w-0 space-y-3 max-lg:pb-3">
        <ClassRoster bookingId={session.id} klass={klass} myUserId={myUserId} timezone={timezone} />
        <RoomSideTabs bookingId={session.id} myUserId={myUserId} isTutor={isTutor} chatLabel="Class chat" classTopic={klass.topic} />
      </aside>

      {isTutor && (
        <EndRoomDialog
          open={confirmEnd}
          onOpenChange={setConfirmEnd}
          pending={complete.isPending}
          title="End this class for everyone?"
          description="The call closes for every student, and each seat is marked complete: the students are asked to rate it. This cannot be undone."
          confirmLabel="End for everyone"
          onConfirm={endClass}
        />
      )}

      <RoomWhiteboard bookingId={session.id} title="Class whiteboard" classTopic={klass.topic} defer={!boardReady} />
    </main>
  );
}

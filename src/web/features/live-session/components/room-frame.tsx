// The parts a 1:1 room (live-room.tsx) and a class room (class-room.tsx) share: the way back with the title, the
// badges, the side tabs (chat, and the tutor's notes), the End dialog and the whiteboard section.
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Crown, PhoneOff, UserRound } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SessionChat } from './session-chat';
import { TutorNotes } from './tutor-notes';
import { Whiteboard } from './whiteboard';

// The tutor's AI notes (and the summary code they need) load with the Notes tab, never for the student.
const SessionNotesPanel = lazy(() => import('./session-notes-panel').then((m) => ({ default: m.SessionNotesPanel })));
// The call's state changes often while joining; the chat and the board do not re-render with it.
const Chat = memo(SessionChat);
const Board = memo(Whiteboard);

/** "Back to Dashboard", the room's title and the line under it. */
export function RoomHeading({ dashboard, title, children }: { dashboard: string; title: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-1 lg:gap-3">
      <Button asChild variant="ghost" size="sm" className="shrink-0 max-sm:px-2">
        <Link to={dashboard} aria-label="Back to Dashboard">
          <ArrowLeft className="h-4 w-4" aria-hidden /> <span className="max-sm:hidden">Back to Dashboard</span>
        </Link>
      </Button>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-bold sm:text-2xl">{title}</h1>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{children}</p>
      </div>
    </div>
  );
}

/** The live badge, who you are, and Host for the tutor (`hostNote` after "Host" on wider screens). */
export function RoomBadges({ live, myName, isHost, hostNote }: { live: string; myName: string; isHost: boolean; hostNote?: string }) {
  return (
    <>
      <Badge tone="red" className="shrink-0">
        <span className="h-2 w-2 animate-pulse rounded-full bg-red-600" aria-hidden /> {live}
      </Badge>
      {myName && (
        <Badge tone="green" className="min-w-0 max-sm:hidden">
          <UserRound className="h-3 w-3 shrink-0" aria-hidden /> <span className="truncate">You: {myName}</span>
        </Badge>
      )}
      {isHost && (
        <Badge tone="brand" className="shrink-0">
          <Crown className="h-3 w-3" aria-hidden /> Host{hostNote && <span className="max-sm:sr-only"> {hostNote}</span>}
        </Badge>
      )}
    </>
  );
}

/** The side tabs: the chat (a class's chat with `classTopic`) and, for the tutor, their notes and AI notes. */
export function RoomSideTabs({ bookingId, myUserId, isTutor, chatLabel, classTopic }: { bookingId: string; myUserId: string; isTutor: boolean; chatLabel: string; classTopic?: string }) {
  return (
    <Tabs defaultValue="chat">
      <TabsList>
        <TabsTrigger value="chat">{chatLabel}</TabsTrigger>
        {isTutor && <TabsTrigger value="notes">Notes</TabsTrigger>}
      </TabsList>
      <TabsContent value="chat" className="mt-3">
        <Chat bookingId={bookingId} myUserId={myUserId} classTopic={classTopic} />
      </TabsContent>
      {isTutor && (
        <TabsContent value="notes" className="mt-3">
          <div className="space-y-4">
            <TutorNotes bookingId={bookingId} />
            <Suspense fallback={null}>
              <SessionNotesPanel bookingId={bookingId} />
            </Suspense>
          </div>
        </TabsContent>
      )}
    </Tabs>
  );
}

/** The tutor's confirmation before ending the session or class for everyone in it. */
export function EndRoomDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} dismissible={!props.pending} title={props.title} description={props.description}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={props.pending}>
          Keep teaching
        </Button>
        <Button variant="destructive" onClick={props.onConfirm} disabled={props.pending}>
          <PhoneOff className="h-4 w-4" aria-hidden /> {props.pending ? 'Ending...' : props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** The whiteboard under the call (a class's one board with `classTopic`); `defer` holds its code back a moment. */
export function RoomWhiteboard({ bookingId, title, classTopic, defer }: { bookingId: string; title: string; classTopic?: string; defer: boolean }) {
  return (
    <section aria-labelledby="whiteboard-title" className="mt-4 space-y-2 pb-4 lg:col-span-2 lg:mt-0 lg:pb-0">
      <h2 id="whiteboard-title" className="text-lg font-semibold">
        {title}
      </h2>
      <Board bookingId={bookingId} topic={classTopic} defer={defer} />
    </section>
  );
}

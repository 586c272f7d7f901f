// The in-page fallback when the session window cannot open: the same room in a dialog.
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../api/session';
import { LiveRoom } from './live-room';

type Props = {
  bookingId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: { id: string; name: string } | null;
};

export function SessionRoomDialog({ bookingId, open, onOpenChange, me }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Live Session" className="max-w-6xl">
      {open && <Embedded bookingId={bookingId} me={me} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function Embedded({ bookingId, me, onClose }: { bookingId: string; me: Props['me']; onClose: () => void }) {
  const { data: session, error, isPending } = useSession(bookingId);
  if (isPending) return <p role="status">Loading Session...</p>;
  if (error || !session) {
    return <p role="alert">{error instanceof ApiError && error.status === 404 ? error.message : 'Failed to load session'}</p>;
  }
  if (!session.canJoin) return <p>{session.reason}</p>;
  const dashboard = session.role === 'tutor' ? '/tutor/dashboard' : '/student/dashboard';
  return (
    <div>
      {!me && <p className="mb-2 text-sm">Guest Mode</p>}
      <LiveRoom
        session={session}
        myUserId={me?.id ?? ''}
        myName={me?.name ?? (session.role === 'tutor' ? 'Tutor' : 'Student')}
        dashboard={dashboard}
        onEnded={onClose}
      />
    </div>
  );
}

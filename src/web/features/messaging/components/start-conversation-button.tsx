// The "Message" button on an expert card: sends a guest to sign in, or opens "Start a Conversation" for a
// student. The dialog's code (dialog primitives, form, date formatting) loads on first use; hovering or
// focusing the button fetches it ahead of the click so the dialog still opens at once.
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import type { ExpertCard } from '@shared/schemas/experts';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../../entities/me/api';

const loadDialog = () => import('./start-conversation-dialog');
const StartConversationDialog = lazy(() => loadDialog().then((m) => ({ default: m.StartConversationDialog })));

export function StartConversationButton({ expert, variant = 'full' }: { expert: ExpertCard; variant?: 'icon' | 'full' }) {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The dialog mounts at the first opening and then stays mounted, as an eagerly rendered one would.
  const [used, setUsed] = useState(false);
  if (me && me.userType !== 'student') return null;

  const onClick = () => {
    if (!me) {
      void navigate('/auth/student');
      return;
    }
    setUsed(true);
    setOpen(true);
  };
  const prefetch = me ? () => void loadDialog() : undefined;

  return (
    <>
      {variant === 'icon' ? (
        <Button variant="outline" size="icon" onClick={onClick} onPointerEnter={prefetch} onFocus={prefetch} aria-label={`Message ${expert.name}`} title={`Message ${expert.name}`}>
          <MessageCircle className="h-4 w-4" aria-hidden />
        </Button>
      ) : (
        <Button variant="outline" onClick={onClick} onPointerEnter={prefetch} onFocus={prefetch} aria-label={`Message ${expert.name}`}>
          <MessageCircle className="h-4 w-4" aria-hidden /> Message
        </Button>
      )}
      {me && used && (
        <Suspense fallback={null}>
          <StartConversationDialog expert={expert} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

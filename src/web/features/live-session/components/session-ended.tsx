import { CheckCircle2 } from 'lucide-react';
import { SessionCard } from './session-states';

export function SessionEnded({ dashboard }: { dashboard: string }) {
  return (
    <SessionCard
      icon={<CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden />}
      title="Session completed"
      description="Thanks for learning together. Your whiteboard and chat are saved with the session."
      dashboard={dashboard}
    />
  );
}

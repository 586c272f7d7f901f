import { format } from 'date-fns';
import { Video } from 'lucide-react';
import type { SummaryDto } from '@shared/schemas/ai-content';
import { liveSessionOf } from '@shared/schemas/session-notes';
import { Badge } from '../../../components/ui/badge';

/** Marks a summary drafted from a live session, with the session's date. */
export function LiveSessionBadge({ summary }: { summary: SummaryDto }) {
  const live = liveSessionOf(summary.content);
  if (!live) return null;
  return (
    <Badge tone="red" title="AI session notes drafted from the live session">
      <Video className="h-3 w-3" aria-hidden /> Live session · {format(new Date(live.sessionDate), 'MMM dd, yyyy')}
    </Badge>
  );
}

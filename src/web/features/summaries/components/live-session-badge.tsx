import { Video } from 'lucide-react';
import type { SummaryDto } from '@shared/schemas/ai-content';
import { liveSessionOf } from '@shared/schemas/session-notes';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { useViewerZone } from '../../../lib/viewer-zone';

/** Marks a summary drafted from a live session, with the session's date. */
export function LiveSessionBadge({ summary }: { summary: SummaryDto }) {
  const { zone } = useViewerZone();
  const live = liveSessionOf(summary.content);
  if (!live) return null;
  return (
    <Badge tone="red" title="AI session notes drafted from the live session">
      <Video className="h-3 w-3" aria-hidden /> Live session · {formatDate(live.sessionDate, zone)}
    </Badge>
  );
}

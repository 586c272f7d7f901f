import { Copy, Link2 } from 'lucide-react';
import type { SummaryDto } from '@shared/schemas/ai-content';
import { liveSessionOf } from '@shared/schemas/session-notes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ShareSummaryButton } from '../../../entities/ai-content/share-summary-button';
import { copySummary } from '../hooks/use-copy';
import { LiveSessionBadge } from './live-session-badge';
import { formatDate } from '../../../lib/format';
import { useViewerZone } from '../../../lib/viewer-zone';

/** A generated summary: its text with copy and share actions. */
export function SummaryView({ summary, onShared }: { summary: SummaryDto; onShared?: (s: SummaryDto) => void }) {
  const { zone } = useViewerZone();
  // Notes of a live session without chat have no measured engagement.
  const engagementUnmeasured = liveSessionOf(summary.content)?.studentShare === null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{summary.subject}</Badge>
        {summary.studentName && <Badge>{summary.studentName}</Badge>}
        <LiveSessionBadge summary={summary} />
        {!engagementUnmeasured && (
          <Badge tone={summary.engagementLevel === 'high' ? 'green' : summary.engagementLevel === 'low' ? 'orange' : 'yellow'}>Engagement: {summary.engagementLevel}</Badge>
        )}
        {summary.sharedAt && <Badge tone="blue">Shared {formatDate(summary.sharedAt, zone)}</Badge>}
      </div>
      {summary.lessonPlanTopic && (
        <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <Link2 className="h-4 w-4" aria-hidden /> Followed lesson plan: <strong>{summary.lessonPlanTopic}</strong>
        </p>
      )}
      <pre data-testid="summary-text" className="max-h-[60vh] overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-4 font-sans text-sm leading-relaxed dark:bg-slate-950">
        {summary.summary}
      </pre>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => copySummary(summary.summary)}>
          <Copy className="h-4 w-4" aria-hidden /> Copy
        </Button>
        <ShareSummaryButton summary={summary} onShared={onShared} />
      </div>
    </div>
  );
}

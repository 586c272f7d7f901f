import { FileText } from 'lucide-react';
import type { SummaryDto } from '@shared/schemas/ai-content';
import { SavedContentList, type SavedContentWords } from '../../../components/shared/saved-content-list';
import { useDeleteSummary, useSummaries } from '../api/summaries';
import { LiveSessionBadge } from './live-session-badge';
import { SummaryView } from './summary-view';
import { formatDateTime } from '../../../lib/format';
import { useViewerZone } from '../../../lib/viewer-zone';

const words: SavedContentWords = {
  one: 'summary',
  many: 'summaries',
  deleted: 'Summary Deleted',
  searchId: 'summary-search',
  searchPlaceholder: 'Search by subject, topic or student',
  noMatchHint: 'Try a different subject, topic or student name.',
  emptyHint: 'Summaries you generate are kept here to reopen, copy and share.',
  listLabel: 'Summary history',
  icon: <FileText className="h-10 w-10" />,
};

export function SummaryHistory() {
  const { zone } = useViewerZone();
  return (
    <SavedContentList<SummaryDto>
      words={words}
      useItems={useSummaries}
      useDelete={useDeleteSummary}
      title={(s) => s.subject}
      dialogTitle={(s) => `Session Summary: ${s.subject}`}
      details={(s) => (
        <>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">
            {[s.studentName, formatDateTime(s.createdAt, zone)].filter(Boolean).join(' · ')}
          </p>
          <p className="truncate text-sm text-slate-500">{s.topicsCovered}</p>
        </>
      )}
      badges={(s) => <LiveSessionBadge summary={s} />}
      view={(s) => <SummaryView summary={s} />}
    />
  );
}

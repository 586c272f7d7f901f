// AI Session Notes in the live room (tutor only): drafts the session's summary from the chat, the tutor's
// notes and the whiteboard text, shows it, links to Summary History and shares it with the student.
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Loader2, Sparkles } from 'lucide-react';
import { roomToast } from '../lib/room-toast';
import { liveSessionOf } from '@shared/schemas/session-notes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useViewerZone } from '../../../lib/viewer-zone';
import { ShareSummaryButton } from '../../../entities/ai-content/share-summary-button';
import { sessionNotesQuery, useDraftSessionNotes, useSessionNotes } from '../api/session-notes';

const SUMMARY_HISTORY_PATH = '/tutor/dashboard/summaries?tab=history';

function Section({ title, items, none }: { title: string; items: string[]; none: string }) {
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{title}</h4>
      {items.length ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{none}</p>
      )}
    </div>
  );
}

export function SessionNotesPanel({ bookingId }: { bookingId: string }) {
  const qc = useQueryClient();
  const { data, isPending: loading } = useSessionNotes(bookingId);
  const { zone } = useViewerZone();
  const draft = useDraftSessionNotes(bookingId);
  const summary = data?.summary ?? null;
  const live = summary ? liveSessionOf(summary.content) : null;

  const run = () =>
    draft.mutate(undefined, {
      onSuccess: () => roomToast.success('Session notes drafted', { description: 'Saved to your Summary History.' }),
      onError: (err) => roomToast.error('Failed to draft session notes.', { description: errorMessage(err) }),
    });

  return (
    <section aria-labelledby="ai-session-notes-title" className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="ai-session-notes-title" className="font-semibold">
          AI Session Notes
        </h3>
        <Button size="sm" onClick={run} disabled={draft.isPending || loading}>
          {draft.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Sparkles className="h-4 w-4" aria-hidden />}
          {draft.isPending ? 'Drafting...' : summary ? 'Update AI Session Notes' : 'Draft AI Session Notes'}
        </Button>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">Drafted from this session&apos;s chat, your notes and the whiteboard text. Review before sharing.</p>

      {summary && live && (
        <div className="space-y-3" data-testid="session-notes-draft">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{summary.subject}</Badge>
            <Badge>{formatDate(live.sessionDate, zone)}</Badge>
            {live.studentShare !== null && <Badge tone={summary.engagementLevel === 'high' ? 'green' : summary.engagementLevel === 'low' ? 'orange' : 'yellow'}>Engagement: {summary.engagementLevel}</Badge>}
            {summary.sharedAt && <Badge tone="blue">Shared</Badge>}
          </div>
          <p className="text-sm">{summary.content.overview}</p>
          <Section title="Topics covered" items={summary.content.topicsCovered} none="None identified yet." />
          <Section title="Key points" items={live.keyPoints} none="None written on the whiteboard or marked in your notes." />
          <Section title="Questions asked" items={live.questions} none={live.chatMessages ? 'The student did not ask questions in the chat.' : 'No chat yet.'} />
          <Section title="Next steps" items={summary.content.nextSteps} none="No homework or next steps mentioned yet." />
          {live.notAvailable.length > 0 && <p className="text-xs text-slate-500 dark:text-slate-400">Not available: {live.notAvailable.join(', ')}.</p>}
          <div className="flex flex-wrap items-center gap-2">
            <ShareSummaryButton summary={summary} onShared={(s) => qc.setQueryData(sessionNotesQuery(bookingId).queryKey, { summary: s })} />
            <Button asChild variant="ghost" size="sm">
              {/* A new tab, so the call in this one goes on. */}
              <a href={SUMMARY_HISTORY_PATH} target="_blank" rel="noopener noreferrer">
                <ExternalLink className="h-4 w-4" aria-hidden /> Summary History
              </a>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

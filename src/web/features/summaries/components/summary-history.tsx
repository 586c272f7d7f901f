import { useState } from 'react';
import { format } from 'date-fns';
import { FileText, Search, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { SummaryDto } from '@shared/schemas/ai-content';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Label } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteSummary, useSummaries } from '../api/summaries';
import { LiveSessionBadge } from './live-session-badge';
import { SummaryView } from './summary-view';

export function SummaryHistory() {
  const [q, setQ] = useState('');
  const { data, isPending, isError } = useSummaries(q);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SummaryDto | null>(null);
  const remove = useDeleteSummary();
  const open = data?.items.find((s) => s.id === openId) ?? null;

  return (
    <div className="space-y-4">
      <div className="relative max-w-md">
        <Label htmlFor="summary-search" className="sr-only">
          Search summaries
        </Label>
        <Search className="absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
        <Input id="summary-search" className="pl-9" placeholder="Search by subject, topic or student" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {isPending ? (
        <Skeleton className="h-24" />
      ) : isError ? (
        <p className="text-sm text-red-600">Failed to load summaries. Please try again.</p>
      ) : data.items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<FileText className="h-10 w-10" />}
            title={q ? 'No summaries match your search' : 'No summaries yet'}
            description={q ? 'Try a different subject, topic or student name.' : 'Summaries you generate are kept here to reopen, copy and share.'}
          />
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Summary history">
          {data.items.map((s) => (
            <li key={s.id}>
              <Card className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{s.subject}</p>
                  <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                    {[s.studentName, format(new Date(s.createdAt), 'MMM dd, yyyy h:mm a')].filter(Boolean).join(' · ')}
                  </p>
                  <p className="truncate text-sm text-slate-500">{s.topicsCovered}</p>
                </div>
                <LiveSessionBadge summary={s} />
                {s.sharedAt && <Badge tone="blue">Shared</Badge>}
                <Button variant="outline" size="sm" onClick={() => setOpenId(s.id)} aria-label={`Open summary ${s.subject}`}>
                  Open
                </Button>
                <Button variant="ghost" size="icon" onClick={() => setDeleting(s)} aria-label={`Delete summary ${s.subject}`}>
                  <Trash2 className="h-4 w-4" />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={Boolean(open)} onOpenChange={(o) => !o && setOpenId(null)} title={open ? `Session Summary: ${open.subject}` : ''} className="max-w-2xl">
        {open && <SummaryView summary={open} />}
      </Dialog>
      <ConfirmDialog
        open={Boolean(deleting)}
        onCancel={() => setDeleting(null)}
        title="Delete summary?"
        description="This summary will be removed permanently."
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success('Summary Deleted');
            },
            onError: () => toast.error('Failed to delete summary.'),
          })
        }
      />
    </div>
  );
}

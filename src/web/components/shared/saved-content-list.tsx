// A tutor's saved AI content (summaries, lesson plans): search, open in a dialog, delete with a confirmation.
import { useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Search, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog } from '../ui/dialog';
import { EmptyState } from '../ui/empty-state';
import { Input, Label } from '../ui/input';
import { Skeleton } from '../ui/skeleton';

type Saved = { id: string; sharedAt: string | null };

export type SavedContentWords = {
  /** Lower case, singular and plural: "summary", "summaries". */
  one: string;
  many: string;
  /** The toast after a delete: "Summary Deleted". */
  deleted: string;
  searchId: string;
  searchPlaceholder: string;
  /** Under "No … match your search". */
  noMatchHint: string;
  /** Under "No … yet". */
  emptyHint: string;
  listLabel: string;
  icon: ReactNode;
};

export function SavedContentList<T extends Saved>({
  words: w,
  useItems,
  useDelete,
  title,
  dialogTitle,
  details,
  badges,
  view,
}: {
  words: SavedContentWords;
  /** The list for a search text (a query hook, called on every render). */
  useItems: (q: string) => UseQueryResult<{ items: T[] }>;
  useDelete: () => UseMutationResult<unknown, Error, string>;
  title: (item: T) => string;
  dialogTitle: (item: T) => string;
  details: (item: T) => ReactNode;
  badges?: (item: T) => ReactNode;
  view: (item: T) => ReactNode;
}) {
  const [q, setQ] = useState('');
  const { data, isPending, isError } = useItems(q);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useDelete();
  const open = data?.items.find((item) => item.id === openId) ?? null;

  return (
    <div className="space-y-4">
      <div className="relative max-w-md">
        <Label htmlFor={w.searchId} className="sr-only">
          Search {w.many}
        </Label>
        <Search className="absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
        <Input id={w.searchId} className="pl-9" placeholder={w.searchPlaceholder} value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {isPending ? (
        <Skeleton className="h-24" />
      ) : isError ? (
        <p className="text-sm text-red-600">Failed to load {w.many}. Please try again.</p>
      ) : data.items.length === 0 ? (
        <Card>
          <EmptyState icon={w.icon} title={q ? `No ${w.many} match your search` : `No ${w.many} yet`} description={q ? w.noMatchHint : w.emptyHint} />
        </Card>
      ) : (
        <ul className="space-y-3" aria-label={w.listLabel}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Card className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{title(item)}</p>
                  {details(item)}
                </div>
                {badges?.(item)}
                {item.sharedAt && <Badge tone="blue">Shared</Badge>}
                <Button variant="outline" size="sm" onClick={() => setOpenId(item.id)} aria-label={`Open ${w.one} ${title(item)}`}>
                  Open
                </Button>
                <Button variant="ghost" size="icon" onClick={() => setDeleting(item)} aria-label={`Delete ${w.one} ${title(item)}`}>
                  <Trash2 className="h-4 w-4" />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={Boolean(open)} onOpenChange={(o) => !o && setOpenId(null)} title={open ? dialogTitle(open) : ''} className="max-w-2xl">
        {open && view(open)}
      </Dialog>
      <ConfirmDialog
        open={Boolean(deleting)}
        onCancel={() => setDeleting(null)}
        title={`Delete ${w.one}?`}
        description={`This ${w.one} will be removed permanently.`}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(w.deleted);
            },
            onError: () => toast.error(`Failed to delete ${w.one}.`),
          })
        }
      />
    </div>
  );
}

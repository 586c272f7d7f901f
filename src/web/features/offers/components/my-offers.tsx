// The My Offers tab: search, refresh, the table with publish toggles and per-offer actions.
import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { Copy, Eye, MoreHorizontal, Pencil, Plus, RefreshCw, Search, Tag, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { Offering } from '@shared/schemas/offerings';
import { formatMoney } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { offerQuery } from '../api/get-offer';
import { useOffers } from '../api/list-offers';
import { useDeleteOffer, useDuplicateOffer, useToggleOffer } from '../api/offer-actions';
import { OfferFormDialog } from './offer-form-dialog';
import { OfferViewDialog } from './offer-view-dialog';

const menuItem = 'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

export function MyOffers({ createOpen, onCreateOpenChange, defaultDuration }: { createOpen: boolean; onCreateOpenChange: (open: boolean) => void; defaultDuration?: number }) {
  const offers = useOffers();
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<Offering | null>(null);
  const [editing, setEditing] = useState<Offering | null>(null);
  const [deleting, setDeleting] = useState<Offering | null>(null);
  const toggle = useToggleOffer();
  const duplicate = useDuplicateOffer();
  const remove = useDeleteOffer();

  useEffect(() => {
    const err = offers.error;
    if (!err) return;
    if (err instanceof ApiError && err.status === 401) toast.error('Authentication Error', { description: 'Please log in to view your offers.' });
    else if (err instanceof ApiError && err.status === 403) toast.error('Profile Not Found', { description: 'Please complete your expert profile first.' });
    else toast.error('Error', { description: 'Failed to load your offers.' });
  }, [offers.error]);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (offers.data ?? []).filter((o) => !q || o.title.toLowerCase().includes(q));
  }, [offers.data, search]);

  const startEdit = async (o: Offering) => {
    setViewing(null);
    try {
      setEditing(await qc.fetchQuery(offerQuery(o.id)));
    } catch {
      toast.error('Error', { description: 'Failed to load offer for editing.' });
    }
  };

  const onToggle = (o: Offering, isActive: boolean) =>
    toggle.mutate(
      { id: o.id, isActive },
      {
        onSuccess: () => toast.success(isActive ? 'Offer Activated' : 'Offer Deactivated', { description: isActive ? `"${o.title}" is now published.` : `"${o.title}" is now a draft.` }),
        // A second published trial is refused with its reason.
        onError: (err) => toast.error('Error', { description: err instanceof ApiError && err.status === 409 ? err.message : 'Failed to update offer status.' }),
      },
    );

  const onDuplicate = (o: Offering) =>
    duplicate.mutate(o.id, {
      onSuccess: (copy) =>
        toast.success('Offer Duplicated', { description: copy.isTrial ? `"${copy.title}" was created as a draft: one trial lesson is published at a time.` : `"${copy.title}" was created.` }),
      onError: () => toast.error('Error', { description: 'Failed to duplicate offer.' }),
    });

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Offer Deleted', { description: `"${deleting.title}" was deleted.` }),
      onError: () => toast.error('Error', { description: 'Failed to delete offer.' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <Input aria-label="Search offers" placeholder="Search offers by title..." value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => offers.refetch()} disabled={offers.isFetching}>
            <RefreshCw className={offers.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden /> Refresh
          </Button>
          <Button onClick={() => onCreateOpenChange(true)}>
            <Plus className="h-4 w-4" aria-hidden /> New Offer
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="offer-count" aria-live="polite">
        {shown.length} {shown.length === 1 ? 'offer' : 'offers'}
      </p>
      <Card className="overflow-hidden">
        {offers.isPending ? (
          <div className="space-y-2 p-4">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<Tag className="h-8 w-8" />}
            title="No offers found"
            description="Create your first offer to start attracting students"
            action={<Button onClick={() => onCreateOpenChange(true)}>Create New Offer</Button>}
          />
        ) : (
          <div className="overflow-x-auto">
            {/* Below md each offer is a card: its cells stack, the column headings are left out. */}
            <table className="block w-full text-sm md:table">
              <thead className="hidden bg-slate-50 text-left text-slate-600 md:table-header-group dark:bg-slate-800/50 dark:text-slate-300">
                <tr>
                  <th className="px-4 py-3 font-medium">Title</th>
                  <th className="px-4 py-3 font-medium">Price (₹)</th>
                  <th className="px-4 py-3 font-medium">Status</th>
                  <th className="px-4 py-3 text-right font-medium">Actions</th>
                </tr>
              </thead>
              <tbody className="block md:table-row-group">
                {shown.map((o) => (
                  <tr key={o.id} className="block border-t border-slate-200 py-2 first:border-t-0 md:table-row md:py-0 md:first:border-t dark:border-slate-800">
                    <td className="block px-4 py-1 font-medium md:table-cell md:py-3">
                      {o.title}
                      {o.isTrial && (
                        <Badge tone="brand" className="ml-2 align-middle">
                          Trial lesson
                        </Badge>
                      )}
                      <div className="text-xs font-normal text-slate-500 dark:text-slate-400">
                        {o.durationMinutes} min{o.maxStudents > 1 ? ` · up to ${o.maxStudents} students` : ''}
                      </div>
                    </td>
                    <td className="block whitespace-nowrap px-4 py-1 md:table-cell md:py-3">{o.isTrial && o.price === 0 ? 'Free trial' : formatMoney(o.price)}</td>
                    <td className="block px-4 py-1 md:table-cell md:py-3">
                      <div className="flex items-center gap-2">
                        {o.isActive ? <Badge tone="green">Published</Badge> : <Badge>Draft</Badge>}
                        <Switch checked={o.isActive} onCheckedChange={(v) => onToggle(o, v)} label={`Active: ${o.title}`} disabled={toggle.isPending} />
                      </div>
                    </td>
                    <td className="block px-4 py-1 md:table-cell md:py-3">
                      <div className="flex gap-1 md:justify-end">
                        <Button variant="ghost" size="icon" aria-label={`View ${o.title}`} onClick={() => setViewing(o)}>
                          <Eye className="h-4 w-4" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Edit ${o.title}`} onClick={() => startEdit(o)}>
                          <Pencil className="h-4 w-4" />
                        </Button>
                        <DropdownMenu.Root>
                          <DropdownMenu.Trigger className="inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={`More actions for ${o.title}`}>
                            <MoreHorizontal className="h-4 w-4" />
                          </DropdownMenu.Trigger>
                          <DropdownMenu.Portal>
                            <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900">
                              <DropdownMenu.Item className={menuItem} onSelect={() => onDuplicate(o)}>
                                <Copy className="h-4 w-4" aria-hidden /> Duplicate
                              </DropdownMenu.Item>
                              <DropdownMenu.Item className={`${menuItem} text-red-600`} onSelect={() => setDeleting(o)}>
                                <Trash2 className="h-4 w-4" aria-hidden /> Delete
                              </DropdownMenu.Item>
                            </DropdownMenu.Content>
                          </DropdownMenu.Portal>
                        </DropdownMenu.Root>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <OfferViewDialog offer={viewing} onClose={() => setViewing(null)} onEdit={startEdit} />
      <OfferFormDialog open={!!editing} onOpenChange={(open) => !open && setEditing(null)} offer={editing} />
      <OfferFormDialog open={createOpen} onOpenChange={onCreateOpenChange} defaultDuration={defaultDuration} />
      <Dialog open={!!deleting} onOpenChange={(open) => !open && setDeleting(null)} title="Delete offer" description="Are you sure you want to delete this offer permanently?">
        <DialogActions onCancel={() => setDeleting(null)} onConfirm={onDelete} label="Delete" pendingLabel="Deleting..." pending={remove.isPending} />
      </Dialog>
    </div>
  );
}

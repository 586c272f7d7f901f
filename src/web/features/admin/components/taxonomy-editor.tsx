// The category taxonomy at /admin: every category with its parent, aliases and use; add, edit and delete.
import { FolderTree, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { AdminDomain } from '@shared/schemas/taxonomy';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Label } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminDomains } from '../api/admin-domains';
import { CategoryFormDialog } from './category-form-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';

const SHOWN_ALIASES = 6;

type Editing = { mode: 'add' } | { mode: 'edit'; category: AdminDomain } | { mode: 'delete'; category: AdminDomain } | null;

/** A category matches the filter by its name, an alias or its parent's name. */
function matches(d: AdminDomain, parentName: string | undefined, q: string) {
  if (!q) return true;
  return [d.name, parentName ?? '', ...d.aliases].some((s) => s.toLowerCase().includes(q));
}

export function TaxonomyEditor() {
  const id = useId();
  const { data, isPending, isError } = useAdminDomains();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const all = useMemo(() => data ?? [], [data]);
  const nameOf = useMemo(() => new Map(all.map((d) => [d.id, d.name])), [all]);
  const q = filter.trim().toLowerCase();
  const shown = all.filter((d) => matches(d, d.parentId ? nameOf.get(d.parentId) : undefined, q));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <Label htmlFor={`${id}-filter`}>Find a category</Label>
          <Input id={`${id}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Name, alias or parent" />
        </div>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus className="h-4 w-4" aria-hidden /> Add category
        </Button>
      </div>
      {isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load categories. Please try again.
        </p>
      ) : shown.length === 0 ? (
        <EmptyState icon={<FolderTree className="h-8 w-8" />} title="No categories found" description={q ? 'No category has that name, alias or parent.' : 'Add the first category.'} />
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {shown.length === all.length ? `${all.length} categories` : `${shown.length} of ${all.length} categories`}
          </p>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800" aria-label="Categories">
            {shown.map((d) => (
              <li key={d.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 p-3" data-testid="category-row">
                <div className="min-w-0 flex-1 basis-52">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words">{d.name}</span>
                    {d.parentId && <span className="text-sm text-slate-600 dark:text-slate-400">under {nameOf.get(d.parentId)}</span>}
                    {!d.isReference && <Badge tone="blue">Added here</Badge>}
                  </div>
                  {d.aliases.length > 0 && (
                    <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
                      <span className="sr-only">Aliases: </span>
                      {d.aliases.slice(0, SHOWN_ALIASES).join(' · ')}
                      {d.aliases.length > SHOWN_ALIASES && ` · +${d.aliases.length - SHOWN_ALIASES} more`}
                    </p>
                  )}
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    {d.tutors} tutor{d.tutors === 1 ? '' : 's'} · {d.offers} offer{d.offers === 1 ? '' : 's'}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => setEditing({ mode: 'edit', category: d })} aria-label={`Edit ${d.name}`}>
                    <Pencil className="h-4 w-4" aria-hidden /> Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setEditing({ mode: 'delete', category: d })} aria-label={`Delete ${d.name}`}>
                    <Trash2 className="h-4 w-4" aria-hidden /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {editing?.mode === 'add' && <CategoryFormDialog category={null} all={all} onClose={() => setEditing(null)} />}
      {editing?.mode === 'edit' && <CategoryFormDialog category={editing.category} all={all} onClose={() => setEditing(null)} />}
      {editing?.mode === 'delete' && <DeleteCategoryDialog category={editing.category} all={all} onClose={() => setEditing(null)} />}
    </div>
  );
}

// Deletes a category. One that tutors or offers use asks where they move first; its subcategories move up
// to its parent either way.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminDomain } from '@shared/schemas/taxonomy';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, NativeSelect, Options } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDomain } from '../api/admin-domains';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function DeleteCategoryDialog({ category, all, onClose }: { category: AdminDomain; all: AdminDomain[]; onClose: () => void }) {
  const id = useId();
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteDomain();
  const inUse = category.tutors + category.offers > 0;
  const users = [category.tutors && plural(category.tutors, 'tutor'), category.offers && plural(category.offers, 'offer')].filter(Boolean).join(' and ');
  const children = all.filter((d) => d.parentId === category.id).length;
  const parentName = all.find((d) => d.id === category.parentId)?.name;

  const onDelete = () => {
    if (inUse && !moveTo) {
      setError('Choose the category they move to.');
      return;
    }
    remove.mutate(
      { id: category.id, moveTo: moveTo || undefined },
      {
        onSuccess: () => {
          toast.success('Category deleted', { description: category.name });
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Failed to delete the category.')),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} dismissible={!remove.isPending} title={`Delete ${category.name}?`} description={inUse ? `${users} use ${category.name}.` : 'No tutor or offer uses it.'}>
      <div className="space-y-4">
        {children > 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {children === 1 ? 'Its subcategory' : `Its ${children} subcategories`} will move {parentName ? `under ${parentName}` : 'to the top level'}.
          </p>
        )}
        {inUse && (
          <div>
            <Label htmlFor={`${id}-move`}>Move its tutors and offers to</Label>
            <NativeSelect id={`${id}-move`} value={moveTo} onChange={(e) => setMoveTo(e.target.value)} aria-describedby={error ? `${id}-error` : undefined}>
              <option value="">Choose a category</option>
              <Options items={all.filter((d) => d.id !== category.id).map((d) => ({ value: d.id, label: d.name }))} />
            </NativeSelect>
          </div>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : inUse ? 'Move and delete' : 'Delete'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

// Adds a category or edits one: its name, its parent category and its aliases (as chips).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CATEGORY_NAME_MAX, tidyCategoryName, type AdminDomain } from '@shared/schemas/taxonomy';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Input, Label, NativeSelect, Options } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateDomain, useUpdateDomain } from '../api/admin-domains';
import { AliasChips } from './alias-chips';

type Props = {
  /** The category to edit; null adds a new one. */
  category: AdminDomain | null;
  all: AdminDomain[];
  onClose: () => void;
};

/** The category and everything under it: none of them can become its parent. */
function selfAndDescendants(id: string, all: AdminDomain[]): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of all) {
      if (d.parentId && out.has(d.parentId) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
    }
  }
  return out;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function CategoryFormDialog({ category, all, onClose }: Props) {
  const id = useId();
  const [name, setName] = useState(category?.name ?? '');
  const [parentId, setParentId] = useState(category?.parentId ?? '');
  const [aliases, setAliases] = useState<string[]>(category?.aliases ?? []);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const create = useCreateDomain();
  const update = useUpdateDomain();
  const pending = create.isPending || update.isPending;

  const parents = useMemo(() => {
    const excluded = category ? selfAndDescendants(category.id, all) : new Set<string>();
    return all.filter((d) => !excluded.has(d.id)).map((d) => ({ value: d.id, label: d.name }));
  }, [all, category]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const tidy = tidyCategoryName(name);
    if (!tidy) {
      setError({ message: 'Enter a category name.', fields: { name: 'Enter a category name.' } });
      return;
    }
    const onError = (err: unknown) => setError({ message: errorMessage(err, 'Failed to save the category.'), fields: err instanceof ApiError ? (err.fields ?? {}) : {} });
    const parent = parentId || null;
    if (!category) {
      create.mutate(
        { name: tidy, parentId: parent, aliases },
        {
          onSuccess: (d) => {
            toast.success('Category added', { description: d.name });
            onClose();
          },
          onError,
        },
      );
      return;
    }
    const patch = {
      ...(tidy !== category.name && { name: tidy }),
      ...(parent !== category.parentId && { parentId: parent }),
      ...(!sameList(aliases, category.aliases) && { aliases }),
    };
    if (!Object.keys(patch).length) return onClose();
    update.mutate(
      { id: category.id, ...patch },
      {
        onSuccess: (d) => {
          toast.success('Category saved', { description: d.name });
          onClose();
        },
        onError,
      },
    );
  };

  const fieldError = (f: string) => error?.fields[f];
  const general = error && !Object.keys(error.fields).some((f) => ['name', 'parentId', 'aliases'].includes(f)) ? error.message : null;

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      dismissible={!pending}
      title={category ? `Edit ${category.name}` : 'Add a category'}
      description={category ? 'Rename it, place it under another category or change the names students type for it.' : 'Tutors can choose it and search finds it by its name and aliases.'}
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={CATEGORY_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
            aria-invalid={fieldError('name') ? true : undefined}
            aria-describedby={fieldError('name') ? `${id}-name-error` : undefined}
          />
          {fieldError('name') && (
            <p id={`${id}-name-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {fieldError('name')}
            </p>
          )}
        </div>
        <div>
          <Label htmlFor={`${id}-parent`}>Parent category</Label>
          <NativeSelect
            id={`${id}-parent`}
            value={parentId}
            onChange={(e) => setParentId(e.target.value)}
            aria-invalid={fieldError('parentId') ? true : undefined}
            aria-describedby={fieldError('parentId') ? `${id}-parent-error` : undefined}
          >
            <option value="">None (a top-level category)</option>
            <Options items={parents} />
          </NativeSelect>
          {fieldError('parentId') && (
            <p id={`${id}-parent-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {fieldError('parentId')}
            </p>
          )}
        </div>
        <AliasChips value={aliases} onChange={setAliases} name={name} error={fieldError('aliases')} />
        {general && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {general}
          </p>
        )}
        <DialogActions onCancel={onClose} label={category ? 'Save' : 'Add category'} pendingLabel="Saving..." pending={pending} lockCancel />
      </form>
    </Dialog>
  );
}

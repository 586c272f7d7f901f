// Aliases as chips: type a name and press Enter (or a comma) to add it; each chip has its own remove button,
// and Backspace in the empty box removes the last one.
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { CATEGORY_ALIASES_MAX, CATEGORY_NAME_MAX, tidyCategoryName } from '@shared/schemas/taxonomy';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';

type Props = {
  value: string[];
  onChange: (aliases: string[]) => void;
  /** The category's own name, which is never one of its aliases. */
  name: string;
  error?: string;
};

export function AliasChips({ value, onChange, name, error }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);

  const add = () => {
    const alias = tidyCategoryName(draft);
    if (!alias) return;
    const k = alias.toLowerCase();
    if (k === tidyCategoryName(name).toLowerCase()) setNote('That is the category\'s own name.');
    else if (value.some((a) => a.toLowerCase() === k)) setNote(`"${alias}" is already listed.`);
    else if (value.length >= CATEGORY_ALIASES_MAX) setNote(`A category has at most ${CATEGORY_ALIASES_MAX} aliases.`);
    else {
      onChange([...value, alias]);
      setNote(null);
    }
    setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const message = error ?? note;
  return (
    <div>
      <Label htmlFor={id}>Aliases</Label>
      <p id={`${id}-hint`} className="mb-2 text-xs text-slate-600 dark:text-slate-400">
        Other names and spellings students type ("Maths" for Mathematics). Press Enter to add one.
      </p>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Aliases">
          {value.map((a) => (
            <li key={a} className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-100 py-0.5 pl-3 pr-1 text-sm text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
              <span className="truncate">{a}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((x) => x !== a))}
                className="rounded-full p-1 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-brand-700/50"
                aria-label={`Remove alias ${a}`}
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={CATEGORY_NAME_MAX}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Add an alias"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <Button variant="outline" onClick={add} disabled={!draft.trim()}>
          Add
        </Button>
      </div>
      {message && (
        <p id={`${id}-error`} role={error ? 'alert' : 'status'} className={error ? 'mt-1 text-sm text-red-700 dark:text-red-400' : 'mt-1 text-sm text-slate-600 dark:text-slate-400'}>
          {message}
        </p>
      )}
    </div>
  );
}

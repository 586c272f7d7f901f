// Chips picked from a list, with suggestions one click away. The text box filters the list (by label and
// other names); arrows move through it, Enter or a comma picks, Backspace in an empty box removes the last
// chip, Escape closes the list. Free text becomes a chip only where the picker allows it.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { cn } from '../../lib/cn';

export type ChipOption = { value: string; label: string; hint?: string; keywords?: readonly string[] };

type Props = {
  /** The text box's id, for its label. */
  id: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly ChipOption[];
  /** Values offered to add with one click (those already picked are not shown). */
  suggestions?: readonly string[];
  suggestionsLabel?: string;
  /** Whether typed text that is no option becomes a chip (trimmed to `maxLength`). */
  allowCustom?: boolean;
  maxLength?: number;
  maxItems?: number;
  placeholder?: string;
  /** Ids of texts describing the field. */
  describedBy?: string;
  /** How many matches the list shows at most. */
  listSize?: number;
};

const fold = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export function ChipPicker({
  id,
  value,
  onChange,
  options,
  suggestions = [],
  suggestionsLabel = 'Suggested',
  allowCustom = false,
  maxLength = 60,
  maxItems = 24,
  placeholder,
  describedBy,
  listSize = 8,
}: Props) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const picked = useMemo(() => new Set(value.map(fold)), [value]);
  const full = value.length >= maxItems;

  const matches = useMemo(() => {
    const q = fold(text);
    const free = options.filter((o) => !picked.has(fold(o.value)));
    if (!q) return free.slice(0, listSize);
    const starts: ChipOption[] = [];
    const contains: ChipOption[] = [];
    for (const o of free) {
      const names = [o.label, o.value, ...(o.keywords ?? [])].map(fold);
      if (names.some((n) => n.startsWith(q))) starts.push(o);
      else if (names.some((n) => n.includes(q))) contains.push(o);
    }
    return [...starts, ...contains].slice(0, listSize);
  }, [text, options, picked, listSize]);

  const labelOf = (v: string) => byValue.get(v)?.label ?? v;

  const add = (v: string) => {
    if (full || picked.has(fold(v))) return;
    onChange([...value, v]);
  };
  const remove = (v: string) => onChange(value.filter((x) => x !== v));

  const exactOption = (raw: string) => {
    const q = fold(raw);
    return options.find((o) => [o.label, o.value, ...(o.keywords ?? [])].some((n) => fold(n) === q));
  };
  // A pick closes the list: it would otherwise lie over what comes next (a dialog's Save). Typing or an arrow
  // key opens it again.
  const pick = (v: string) => {
    add(v);
    setText('');
    setActive(0);
    setOpen(false);
  };

  /** Turns typed text into a chip: the option it names, else the highlighted match, else (where allowed) the text itself. */
  const commit = (raw: string, highlighted?: ChipOption): boolean => {
    if (!fold(raw)) return false;
    const chosen = exactOption(raw) ?? highlighted;
    if (chosen) pick(chosen.value);
    else if (allowCustom) pick(raw.trim().replace(/\s+/g, ' ').slice(0, maxLength).trim());
    else return false;
    return true;
  };

  const showList = open && matches.length > 0 && !full;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (matches.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
    } else if (e.key === 'Enter') {
      const highlighted = showList ? matches[active] : undefined;
      // An empty box with no list open leaves Enter to the form.
      if (!text.trim() && !highlighted) return;
      e.preventDefault();
      if (!commit(text, highlighted) && highlighted) pick(highlighted.value);
    } else if (e.key === ',') {
      e.preventDefault();
      commit(text);
    } else if (e.key === 'Backspace' && !text && value.length) {
      remove(value[value.length - 1]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const offered = suggestions.filter((s, i) => !picked.has(fold(s)) && suggestions.findIndex((x) => fold(x) === fold(s)) === i);
  const activeId = showList ? `${listId}-${active}` : undefined;

  return (
    <div>
      <div
        className="flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2 py-1.5 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900"
      >
        {value.map((v) => (
          <span
            key={v}
            className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-100 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100"
          >
            <span className="truncate">{labelOf(v)}</span>
            <button
              type="button"
              onClick={() => remove(v)}
              aria-label={`Remove ${labelOf(v)}`}
              className="inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-brand-700/60"
            >
              <X className="h-3 w-3" aria-hidden />
            </button>
          </span>
        ))}
        <div className="relative min-w-32 flex-1">
          <input
            id={id}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-describedby={describedBy}
            autoComplete="off"
            value={text}
            disabled={full}
            placeholder={full ? `At most ${maxItems}` : placeholder}
            maxLength={allowCustom ? maxLength : 80}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              commit(text);
              setOpen(false);
            }}
            onKeyDown={onKeyDown}
            className="h-7 w-full bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none disabled:opacity-60 dark:text-slate-100"
          />
          <ul
            id={listId}
            role="listbox"
            hidden={!showList}
            className="absolute left-0 top-full z-20 mt-1 max-h-64 w-full min-w-56 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {showList &&
              matches.map((o, i) => (
                <li
                  key={o.value}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  // Picking with the mouse must not blur the text box first.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(o.value)}
                  onMouseEnter={() => setActive(i)}
                  className={cn(
                    'cursor-pointer px-3 py-1.5 text-sm text-slate-800 dark:text-slate-100',
                    i === active && 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100',
                  )}
                >
                  {o.label}
                  {o.hint && <span className="block text-xs text-slate-500 dark:text-slate-400">{o.hint}</span>}
                </li>
              ))}
          </ul>
        </div>
      </div>
      {offered.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-1.5" role="group" aria-label={`${suggestionsLabel}: ${offered.map(labelOf).join(', ')}`}>
          <span className="text-xs text-slate-600 dark:text-slate-400">{suggestionsLabel}:</span>
          {offered.map((s) => (
            <button
              key={s}
              type="button"
              disabled={full}
              onClick={() => add(s)}
              aria-label={`Add ${labelOf(s)}`}
              className="inline-flex items-center gap-1 rounded-full border border-dashed border-slate-400 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:text-brand-100"
            >
              <Plus className="h-3 w-3" aria-hidden />
              {labelOf(s)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

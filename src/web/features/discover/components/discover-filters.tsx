// The discover page's filters and order: price range, days and hours (in the viewer's zone), language, minimum
// rating, verified only, trial available, and the sort. Inline above the results on wider screens; on a phone
// a "Filters" button opens them in a bottom sheet. Every change goes to the address at once. The sheet's dialog code
// (focus trap, scroll lock: about half the page's own script) loads on first use, not with the page; touching or
// focusing the button fetches it ahead of the tap.
import { lazy, Suspense, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { LANGUAGES as LANGUAGE_ENTRIES } from '@shared/catalog/languages';
import { WEEKDAY_CODES, type ExpertSort, type WeekdayCode } from '@shared/rules/expert-list';
import { Button } from '../../../components/ui/button';
import { Input, Label, NativeSelect } from '../../../components/ui/input';
import { useDomains } from '../../../entities/domains/api';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';
import { activeFilterCount, EMPTY_FILTERS, type DiscoverFilters } from '../api/discover-params';
import { zoneAbbreviation } from '../../../lib/format';

const SORT_LABELS: Record<ExpertSort, string> = {
  match: 'Best match',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Rating',
  reviews: 'Number of reviews',
};

const DAY_LABELS: Record<WeekdayCode, [short: string, full: string]> = {
  mon: ['Mon', 'Monday'],
  tue: ['Tue', 'Tuesday'],
  wed: ['Wed', 'Wednesday'],
  thu: ['Thu', 'Thursday'],
  fri: ['Fri', 'Friday'],
  sat: ['Sat', 'Saturday'],
  sun: ['Sun', 'Sunday'],
};

const loadDialog = () => import('../../../components/ui/dialog');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

const LANGUAGES = LANGUAGE_ENTRIES.map((e) => e.code);
const RATINGS = [3, 3.5, 4, 4.5];

const hourLabel = (h: number) => (h === 0 || h === 24 ? '12 am' : h === 12 ? '12 pm' : h < 12 ? `${h} am` : `${h - 12} pm`);

type Props = { value: DiscoverFilters; onChange: (next: DiscoverFilters) => void; zone: string };

/** A price box that commits on blur or Enter, so typing does not run a search per keystroke. */
function PriceInput({ id, label, value, onCommit }: { id: string; label: string; value: number | null; onCommit: (v: number | null) => void }) {
  const [draft, setDraft] = useState(value == null ? '' : String(value));
  useEffect(() => setDraft(value == null ? '' : String(value)), [value]);
  const commit = () => {
    const t = draft.trim();
    const n = t === '' ? null : Number(t);
    if (n == null || (Number.isFinite(n) && n >= 0)) onCommit(n == null ? null : Math.round(n));
    else setDraft(value == null ? '' : String(value));
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };
  return (
    <div className="min-w-0 flex-1">
      <Label htmlFor={id} className="text-xs">{label}</Label>
      <div className="relative">
        <span className="pointer-events-none absolute left-3 top-2.5 text-sm text-slate-500" aria-hidden>₹</span>
        <Input id={id} type="number" inputMode="numeric" min={0} step={50} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={onKey} className="pl-7" placeholder="Any" />
      </div>
    </div>
  );
}

/** The filter fields themselves, shared by the inline panel and the phone's sheet. */
function FilterFields({ value, onChange, zone, idPrefix }: Props & { idPrefix: string }) {
  // The whole category list (a third of the page's HTML with its options and data) is read once the page is the
  // browser's, unless one is chosen: the page then carries it, so the chosen name shows from the first paint.
  const domains = useDomains(useHydrated() || value.domainId !== '');
  const set = (patch: Partial<DiscoverFilters>) => onChange({ ...value, ...patch });
  const toggleDay = (d: WeekdayCode) => set({ days: value.days.includes(d) ? value.days.filter((x) => x !== d) : WEEKDAY_CODES.filter((x) => x === d || value.days.includes(x)) });
  const abbr = zoneAbbreviation(zone);
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      <div>
        <Label htmlFor={`${idPrefix}-domain`} className="text-xs">Domain</Label>
        <NativeSelect id={`${idPrefix}-domain`} value={value.domainId} onChange={(e) => set({ domainId: e.target.value })}>
          <option value="">All domains</option>
          {(domains.data ?? []).map((d) => (
            <option key={d.id} value={d.id}>{d.name}</option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="min-w-0">
        <legend className="mb-1 text-xs font-medium text-slate-700 dark:text-slate-200">Price per lesson</legend>
        <div className="flex gap-2">
          <PriceInput id={`${idPrefix}-min-price`} label="Min" value={value.minPrice} onCommit={(minPrice) => set({ minPrice })} />
          <PriceInput id={`${idPrefix}-max-price`} label="Max" value={value.maxPrice} onCommit={(maxPrice) => set({ maxPrice })} />
        </div>
        {value.minPrice != null && value.maxPrice != null && value.minPrice > value.maxPrice && (
          <p className="mt-1 text-xs text-red-700 dark:text-red-300" role="alert">The maximum is below the minimum.</p>
        )}
      </fieldset>
      <div>
        <Label htmlFor={`${idPrefix}-language`} className="text-xs">Speaks</Label>
        <NativeSelect id={`${idPrefix}-language`} value={value.language} onChange={(e) => set({ language: e.target.value })}>
          <option value="">Any language</option>
          {value.language && !LANGUAGES.includes(value.language) && <option value={value.language}>{value.language}</option>}
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>{l}</option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-rating`} className="text-xs">Minimum rating</Label>
        <NativeSelect id={`${idPrefix}-rating`} value={value.minRating == null ? '' : String(value.minRating)} onChange={(e) => set({ minRating: e.target.value ? Number(e.target.value) : null })}>
          <option value="">Any rating</option>
          {RATINGS.map((r) => (
            <option key={r} value={r}>★ {r.toFixed(1)} and up</option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="min-w-0 md:col-span-2">
        <legend className="mb-1 text-xs font-medium text-slate-700 dark:text-slate-200">
          Available on <span className="font-normal text-slate-500 dark:text-slate-400">(next 14 days, your time · {abbr})</span>
        </legend>
        <div className="flex flex-wrap gap-1.5">
          {WEEKDAY_CODES.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={value.days.includes(d)}
              aria-label={DAY_LABELS[d][1]}
              onClick={() => toggleDay(d)}
              className={cn(
                'h-9 min-w-11 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                value.days.includes(d)
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
              )}
            >
              {DAY_LABELS[d][0]}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-1 text-xs font-medium text-slate-700 dark:text-slate-200">Between <span className="font-normal text-slate-500 dark:text-slate-400">({abbr})</span></legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${idPrefix}-from`} className="sr-only">From</label>
          <NativeSelect id={`${idPrefix}-from`} value={value.from == null ? '' : String(value.from)} onChange={(e) => {
            const from = e.target.value === '' ? null : Number(e.target.value);
            set({ from, to: from != null && value.to != null && value.to <= from ? null : value.to });
          }}>
            <option value="">Any time</option>
            {Array.from({ length: 24 }, (_, h) => <option key={h} value={h}>{hourLabel(h)}</option>)}
          </NativeSelect>
          <span className="text-sm text-slate-500" aria-hidden>–</span>
          <label htmlFor={`${idPrefix}-to`} className="sr-only">To</label>
          <NativeSelect id={`${idPrefix}-to`} value={value.to == null ? '' : String(value.to)} onChange={(e) => set({ to: e.target.value === '' ? null : Number(e.target.value) })}>
            <option value="">Any time</option>
            {Array.from({ length: 24 }, (_, i) => i + 1).filter((h) => value.from == null || h > value.from).map((h) => <option key={h} value={h}>{hourLabel(h)}</option>)}
          </NativeSelect>
        </div>
      </fieldset>
      <fieldset className="flex flex-col justify-end gap-2">
        <legend className="sr-only">More</legend>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={value.verified} onChange={(e) => set({ verified: e.target.checked })} /> Verified tutors only
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={value.trial} onChange={(e) => set({ trial: e.target.checked })} /> Offers a trial lesson
        </label>
      </fieldset>
    </div>
  );
}

function SortSelect({ value, onChange, id }: { value: ExpertSort; onChange: (s: ExpertSort) => void; id: string }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="mb-0 whitespace-nowrap text-sm max-sm:sr-only">Sort by</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as ExpertSort)} className="w-auto">
        {(Object.keys(SORT_LABELS) as ExpertSort[]).map((s) => (
          <option key={s} value={s}>{SORT_LABELS[s]}</option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The filter bar: the sort and, on a phone, the button that opens the filters' sheet; inline fields from md up. */
export function DiscoverFilterBar({ value, onChange, zone }: Props) {
  const [open, setOpen] = useState(false);
  // The sheet mounts at the first opening and then stays mounted, as an eagerly rendered one would.
  const [used, setUsed] = useState(false);
  const id = useId();
  const count = activeFilterCount(value);
  const prefetch = () => void loadDialog();
  const clear = () => onChange({ ...EMPTY_FILTERS, sort: value.sort });
  return (
    <section aria-label="Filters and sorting" className="mt-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="outline"
          className="md:hidden"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          onPointerDown={prefetch}
          onFocus={prefetch}
          aria-haspopup="dialog"
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden /> Filters{count ? ` (${count})` : ''}
        </Button>
        <h2 className="hidden items-center gap-2 text-sm font-semibold md:inline-flex">
          <SlidersHorizontal className="h-4 w-4" aria-hidden /> Filters
        </h2>
        <div className="flex items-center gap-2">
          {count > 0 && (
            <Button variant="ghost" size="sm" onClick={clear} className="hidden md:inline-flex">
              <X className="h-4 w-4" aria-hidden /> Clear filters
            </Button>
          )}
          <SortSelect id={`${id}-sort`} value={value.sort} onChange={(sort) => onChange({ ...value, sort })} />
        </div>
      </div>
      <div className="mt-3 hidden md:block">
        <FilterFields value={value} onChange={onChange} zone={zone} idPrefix={`${id}-inline`} />
      </div>
      {used && (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Filters"
            className="bottom-0 left-0 top-auto max-h-[85vh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none md:hidden"
          >
            <FilterFields value={value} onChange={onChange} zone={zone} idPrefix={`${id}-sheet`} />
            <div className="sticky bottom-0 mt-4 flex gap-2 bg-white pt-2 dark:bg-slate-900">
              <Button variant="outline" className="flex-1" onClick={clear} disabled={count === 0}>Clear</Button>
              <Button className="flex-1" onClick={() => setOpen(false)}>Show results</Button>
            </div>
          </Dialog>
        </Suspense>
      )}
    </section>
  );
}

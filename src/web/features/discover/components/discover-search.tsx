import type { FormEvent } from 'react';
import { Sparkles, X } from 'lucide-react';
import { EXAMPLE_QUERIES } from '@shared/rules/example-queries';
import { Button } from '../../../components/ui/button';
import { Label, NativeSelect } from '../../../components/ui/input';
import { useDomains } from '../../../entities/domains/api';

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: (text: string) => void;
  onClear: () => void;
  domainId: string;
  onDomainChange: (id: string) => void;
  searching?: boolean;
};

export function DiscoverSearch({ text, onTextChange, onSubmit, onClear, domainId, onDomainChange, searching }: Props) {
  const domains = useDomains();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) onSubmit(text.trim());
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <form onSubmit={submit} role="search" className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="ai-search" className="sr-only">Describe the tutor you need</label>
        <div className="relative flex-1">
          <Sparkles className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-brand-500" aria-hidden />
          <input
            id="ai-search"
            value={text}
            onChange={(e) => onTextChange(e.target.value)}
            maxLength={500}
            placeholder="Describe what you need: grade, subject, board, language, exam, budget, time…"
            className="h-11 w-full rounded-md border border-slate-300 bg-white pl-10 pr-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-950"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={!text.trim() || searching} className="h-11 flex-1 sm:flex-none">
            <Sparkles className="h-4 w-4" aria-hidden /> {searching ? 'Searching...' : 'AI Search'}
          </Button>
          <Button type="button" variant="outline" onClick={onClear} className="h-11">
            <X className="h-4 w-4" aria-hidden /> Clear
          </Button>
        </div>
      </form>
      <div className="mt-4">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Try an example</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {EXAMPLE_QUERIES.map((q) => (
            <button
              key={q}
              type="button"
              onClick={() => {
                onTextChange(q);
                onSubmit(q);
              }}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
            >
              {q}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4 max-w-xs">
        <Label htmlFor="domain-filter">Domain</Label>
        <NativeSelect id="domain-filter" value={domainId} onChange={(e) => onDomainChange(e.target.value)}>
          <option value="">All domains</option>
          {(domains.data ?? []).map((d) => (
            <option key={d.id} value={d.id}>{d.name}</option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

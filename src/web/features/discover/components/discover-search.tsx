import { useState, type FormEvent } from 'react';
import { ChevronDown, Sparkles, X } from 'lucide-react';
import { EXAMPLE_QUERIES } from '@shared/rules/example-queries';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: (text: string) => void;
  onClear: () => void;
  searching?: boolean;
  /** A search has run: on a phone the examples fold away so the results are in view. */
  searched?: boolean;
};

export function DiscoverSearch({ text, onTextChange, onSubmit, onClear, searching, searched = false }: Props) {
  const [showExamples, setShowExamples] = useState(false);
  const folded = searched && !showExamples;
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
      {searched && (
        <button
          type="button"
          className="mt-3 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline sm:hidden dark:text-brand-100"
          aria-expanded={showExamples}
          aria-controls="example-queries"
          onClick={() => setShowExamples((v) => !v)}
        >
          {showExamples ? 'Hide examples' : 'Show examples'} <ChevronDown className={cn('h-4 w-4 transition-transform', showExamples && 'rotate-180')} aria-hidden />
        </button>
      )}
      <div id="example-queries" className={cn('mt-4', folded && 'hidden sm:block')}>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Try an example</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {EXAMPLE_QUERIES.map((q) => (
            <button
              key={q}
              type="button"
              onClick={() => {
                onTextChange(q);
                setShowExamples(false);
                onSubmit(q);
              }}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
            >
              {q}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

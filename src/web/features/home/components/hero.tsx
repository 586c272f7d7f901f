import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EXAMPLE_QUERIES } from '@shared/rules/example-queries';

export function Hero() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(`/discover-experts?q=${encodeURIComponent(q)}`);
  };
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Find the right expert tutor, in your own words</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          Describe what you need — grade, subject, board, language, exam — and our AI matches you with verified experts.
        </p>
        <form onSubmit={submit} className="mx-auto mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row" role="search">
          <label htmlFor="hero-search" className="sr-only">Describe what you want to learn</label>
          <div className="relative flex-1">
            <Sparkles className="pointer-events-none absolute left-3 top-3.5 h-5 w-5 text-brand-500" aria-hidden />
            <input
              id="hero-search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="e.g. CBSE Math tutor for Grade 10 who speaks Hindi"
              className="h-12 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900"
            />
          </div>
          <Button type="submit" size="lg">
            <Search className="h-4 w-4" aria-hidden /> Find My Expert
          </Button>
        </form>
        <div className="mx-auto mt-5 flex max-w-3xl flex-wrap justify-center gap-2">
          {EXAMPLE_QUERIES.map((q) => (
            <button key={q} type="button" onClick={() => setText(q)} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
              {q}
            </button>
          ))}
        </div>
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
          Are you an expert? <a href="/auth/tutor" className="font-medium text-brand-700 underline dark:text-brand-100">Become an Expert</a> and start teaching.
        </p>
      </div>
    </section>
  );
}

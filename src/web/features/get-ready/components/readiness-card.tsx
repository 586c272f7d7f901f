// The readiness checklist's progress, and the card on the tutor's home that shows it until students can book them.
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { Readiness } from '@shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useReadiness } from '../../../entities/readiness/api';

export const STEP_LABELS: Record<Readiness['items'][number]['key'], string> = {
  photo: 'Add a profile photo',
  offer: 'Set your rate and publish a first offer',
  languages: 'Choose your teaching languages',
  schedule: 'Open your weekly hours',
};

export function ReadinessProgress({ r }: { r: Readiness }) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">
          {r.done} of {r.total} done
        </span>
        <span className={r.bookable ? 'font-medium text-green-700 dark:text-green-300' : 'text-slate-600 dark:text-slate-400'}>{r.bookable ? 'Bookable' : 'Not bookable yet'}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" role="progressbar" aria-label="Checklist progress" aria-valuemin={0} aria-valuemax={r.total} aria-valuenow={r.done}>
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${(r.done / r.total) * 100}%` }} />
      </div>
    </div>
  );
}

/** On the tutor's home until the checklist is done and students can book: what is left, one click from doing it. */
export function ReadinessCard() {
  const { data: r } = useReadiness();
  if (!r || (r.bookable && r.done === r.total)) return null;
  return (
    <Card className="space-y-3 p-4 sm:p-5" aria-labelledby="readiness-h">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="readiness-h" className="text-lg font-semibold">
            Get ready for students
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {r.bookable ? 'Students can book you. Finish the rest so more of them choose you.' : 'Students cannot book you yet. Finish these steps to open your calendar to them.'}
          </p>
        </div>
        <Button asChild size="sm">
          <Link to="/tutor/dashboard/get-ready">Continue</Link>
        </Button>
      </div>
      <ReadinessProgress r={r} />
      <ul className="grid gap-1 sm:grid-cols-2" aria-label="Checklist">
        {r.items.map((i) => (
          <li key={i.key} className="flex items-center gap-2 text-sm">
            {i.done ? <CheckCircle2 className="h-4 w-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden /> : <Circle className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />}
            <span className={i.done ? 'text-slate-600 line-through dark:text-slate-400' : ''}>{STEP_LABELS[i.key]}</span>
            <span className="sr-only">{i.done ? '(done)' : '(to do)'}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

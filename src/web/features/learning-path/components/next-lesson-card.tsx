// The next lesson's agenda: its plan's objectives and activities with their minutes.
import { NotebookPen } from 'lucide-react';
import type { PlanAgenda } from '@shared/schemas/learning-path';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

export function NextLessonCard({ plan, timezone, viewer }: { plan: PlanAgenda | null; timezone: string; viewer: 'student' | 'tutor' }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <NotebookPen className="h-5 w-5" aria-hidden /> Next lesson
        </CardTitle>
        {plan && (
          <CardDescription>
            {plan.title}
            {plan.scheduledAt && <> · {formatDateTime(plan.scheduledAt, timezone, { style: 'weekday', zoneName: true })}</>}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {!plan ? (
          <p className="text-slate-600 dark:text-slate-400">
            {viewer === 'tutor' ? 'No lesson plan for the next session yet — write one in Lesson Plans.' : 'No plan shared for your next lesson yet.'}
          </p>
        ) : (
          <>
            {viewer === 'tutor' && !plan.sharedAt && <Badge tone="yellow">Not shared with the student</Badge>}
            {plan.objectives.length > 0 && (
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Objectives</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {plan.objectives.map((o) => (
                    <li key={o}>{o}</li>
                  ))}
                </ul>
              </div>
            )}
            {plan.activities.length > 0 && (
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Agenda</p>
                <ol className="mt-1 space-y-1">
                  {plan.activities.map((a, i) => (
                    <li key={`${i}-${a.name}`} className="flex gap-3">
                      <span className="w-14 shrink-0 tabular-nums text-slate-600 dark:text-slate-400">{a.minutes} min</span>
                      <span className="min-w-0">
                        <span className="font-medium">{a.name}</span>
                        {a.description && <span className="block text-slate-600 dark:text-slate-400">{a.description}</span>}
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

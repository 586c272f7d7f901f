// The dashboard's window on the learning path: the active goals and the latest next step, with a link to it all.
import { Link } from 'react-router';
import { Route } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyLearningPath } from '../../../entities/learning-path/api';

const SHOWN = 3;

export function LearningPathCard() {
  const path = useMyLearningPath();
  const goals = (path.data?.subjects ?? []).flatMap((s) => s.goals.filter((g) => g.status === 'active').map((g) => ({ ...g, subjectName: s.name })));
  const nextStep = (path.data?.subjects ?? []).flatMap((s) => s.sessions).find((e) => e.status === 'completed' && e.summary?.nextSteps.length)?.summary?.nextSteps[0];
  return (
    <Card data-testid="learning-path-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Route className="h-5 w-5" aria-hidden /> Learning path
        </CardTitle>
        {path.data && (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {path.data.totals.achievedGoals} achieved · {path.data.totals.activeGoals} active
          </span>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        {path.isPending ? (
          <Skeleton className="h-16" />
        ) : path.error ? (
          <p className="text-sm text-red-600 dark:text-red-400">Failed to load your learning path. Please try again.</p>
        ) : goals.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No goals yet — add one to see your progress subject by subject.</p>
        ) : (
          <ul className="space-y-2">
            {goals.slice(0, SHOWN).map((g) => (
              <li key={g.id} className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone="brand">{g.subjectName}</Badge>
                <span className="min-w-0 break-words">{g.title}</span>
              </li>
            ))}
            {goals.length > SHOWN && <li className="text-sm text-slate-600 dark:text-slate-400">and {goals.length - SHOWN} more</li>}
          </ul>
        )}
        {nextStep && (
          <p className="text-sm">
            <span className="font-medium">Next step: </span>
            {nextStep}
          </p>
        )}
        <Button variant="outline" className="w-full" asChild>
          <Link to="/student/path">Open learning path</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

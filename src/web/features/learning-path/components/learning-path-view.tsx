// The learning path, for the student or one of their tutors: totals, then one subject at a time (tabs when
// there are several) with its goals, next lesson, progress chart and sessions.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, CheckCircle2, Route, Target } from 'lucide-react';
import type { LearningPath, SubjectPath } from '@shared/schemas/learning-path';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { GoalDialog } from './goal-dialog';
import { GoalsCard } from './goals-card';
import { NextLessonCard } from './next-lesson-card';
import { SessionsCard } from './sessions-card';

const ProgressChart = lazy(() => import('./progress-chart'));

type Props = { path: LearningPath; timezone: string };

function Total({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-2 p-3 sm:p-6">
        <div>
          <p className="text-xs text-slate-600 sm:text-sm dark:text-slate-400">{label}</p>
          <p className="mt-1 text-xl font-bold sm:text-2xl">{value}</p>
        </div>
        <span className="hidden rounded-md bg-brand-50 p-2 text-brand-700 sm:block dark:bg-brand-700/20 dark:text-brand-100">{icon}</span>
      </CardContent>
    </Card>
  );
}

function SubjectPanel({ s, subjects, path, timezone }: { s: SubjectPath; subjects: string[]; path: LearningPath; timezone: string }) {
  const studentId = path.viewer === 'tutor' ? path.student.id : undefined;
  return (
    <div className="grid gap-4 lg:grid-cols-5">
      <div className="min-w-0 space-y-4 lg:col-span-3">
        <Card>
          <CardHeader>
            <CardTitle>Progress</CardTitle>
            <CardDescription>
              {s.completedSessions} session{s.completedSessions === 1 ? '' : 's'} completed
              {s.upcomingSessions > 0 && ` · ${s.upcomingSessions} coming up`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {s.progress.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">Progress shows here once a session is completed or a goal achieved.</p>
            ) : (
              <Suspense fallback={<Skeleton className="h-56" />}>
                <ProgressChart progress={s.progress} subject={s.name} />
              </Suspense>
            )}
          </CardContent>
        </Card>
        <SessionsCard sessions={s.sessions} timezone={timezone} viewer={path.viewer} />
      </div>
      {/* On a phone the goals and the next lesson come first; beside the progress from lg up. */}
      <div className="order-first min-w-0 space-y-4 lg:order-none lg:col-span-2">
        <GoalsCard goals={s.goals} subject={s.name} subjects={subjects} timezone={timezone} viewer={path.viewer} studentId={studentId} />
        <NextLessonCard plan={s.nextPlan} timezone={timezone} viewer={path.viewer} />
      </div>
    </div>
  );
}

export function LearningPathView({ path, timezone }: Props) {
  const [tab, setTab] = useState(path.subjects[0]?.key ?? '');
  const [adding, setAdding] = useState(false);
  const subjects = path.subjects.map((s) => s.name);
  const isTutor = path.viewer === 'tutor';

  if (path.subjects.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Route className="h-10 w-10" aria-hidden />}
          title={isTutor ? 'Nothing on this path yet' : 'Your learning path starts here'}
          description={
            isTutor
              ? 'Once a session with this student is completed or a goal is set, it shows here.'
              : 'No goals yet — add one. Your sessions, what they covered and your next steps will appear here as you learn.'
          }
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => setAdding(true)}>{isTutor ? 'Propose a goal' : 'Add a goal'}</Button>
              {!isTutor && (
                <Button variant="outline" asChild>
                  <Link to="/discover-experts">Find a tutor</Link>
                </Button>
              )}
            </div>
          }
        />
        {adding && <GoalDialog open onClose={() => setAdding(false)} subjects={[]} studentId={isTutor ? path.student.id : undefined} />}
      </Card>
    );
  }

  const current = path.subjects.some((s) => s.key === tab) ? tab : path.subjects[0].key;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        <Total label="Sessions completed" value={path.totals.completedSessions} icon={<BookOpen className="h-5 w-5" aria-hidden />} />
        <Total label="Active goals" value={path.totals.activeGoals} icon={<Target className="h-5 w-5" aria-hidden />} />
        <Total label="Goals achieved" value={path.totals.achievedGoals} icon={<CheckCircle2 className="h-5 w-5" aria-hidden />} />
      </div>
      <Tabs value={current} onValueChange={setTab}>
        <h2 className="mb-2 text-lg font-semibold" id="path-subjects">
          Subjects
        </h2>
        <TabsList className="max-w-full">
          {path.subjects.map((s) => (
            <TabsTrigger key={s.key} value={s.key}>
              {s.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {path.subjects.map((s) => (
          <TabsContent key={s.key} value={s.key} className="mt-4 focus-visible:outline-none">
            <SubjectPanel s={s} subjects={subjects} path={path} timezone={timezone} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

import { useRef, useState } from 'react';
import { BookOpen } from 'lucide-react';
import { toast } from 'sonner';
import { PLAN_MISSING, type LessonPlanDto } from '@shared/schemas/ai-content';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { SessionFilesButton } from '../../../features/materials/components/session-files-dialog';
import { useGenerateLessonPlan } from '../../../features/lesson-plans/api/lesson-plans';
import { emptyPlanForm, PlanForm, type PlanFormValues } from '../../../features/lesson-plans/components/plan-form';
import { PlanLibrary } from '../../../features/lesson-plans/components/plan-library';
import { PlanTemplates } from '../../../features/lesson-plans/components/plan-templates';
import { PlanView } from '../../../features/lesson-plans/components/plan-view';

const [missingTitle, missingText] = PLAN_MISSING.split(': ');

export function Component() {
  const [tab, setTab] = useState('generate');
  const [values, setValues] = useState<PlanFormValues>(emptyPlanForm);
  const resultRef = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<LessonPlanDto | null>(null);
  const generate = useGenerateLessonPlan();

  const submit = () => {
    if (!values.topic.trim() || !values.gradeLevel) {
      toast.error(missingTitle, { description: missingText });
      return;
    }
    generate.mutate(
      { ...values, studentId: values.studentId || null },
      {
        onSuccess: (p) => {
          setResult(p);
          // On narrow screens the result sits below the form.
          requestAnimationFrame(() => window.matchMedia('(max-width: 1023px)').matches && resultRef.current?.scrollIntoView({ block: 'start' }));
          toast.success('Lesson Plan Generated', { description: `Your ${p.duration}-minute plan for ${p.topic} is ready.` });
        },
        onError: (err) =>
          err instanceof ApiError && err.message === PLAN_MISSING
            ? toast.error(missingTitle, { description: missingText })
            : toast.error('Failed to generate lesson plan. Please try again.'),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
        <h2 className="text-2xl font-bold">Lesson Plans</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Plan timed, level-appropriate lessons and keep them in your library.</p>
        </div>
        <SessionFilesButton />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="generate">Generate Plan</TabsTrigger>
          <TabsTrigger value="library">Lesson Library</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="generate" className="mt-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <PlanForm values={values} onChange={setValues} onSubmit={submit} pending={generate.isPending} />
            <div ref={resultRef} className="scroll-mt-16">
              <Card>
                <CardHeader>
                  <CardTitle>{result ? result.content.title : 'Generated Lesson Plan'}</CardTitle>
                </CardHeader>
                <CardContent>
                  {result ? (
                    <PlanView plan={result} onShared={setResult} />
                  ) : (
                    <EmptyState icon={<BookOpen className="h-10 w-10" />} title="No lesson plan yet" description="Fill in the lesson details and select Generate Lesson Plan." />
                  )}
                </CardContent>
              </Card>
            </div>
          </div>
        </TabsContent>
        <TabsContent value="library" className="mt-4">
          <PlanLibrary />
        </TabsContent>
        <TabsContent value="templates" className="mt-4">
          <PlanTemplates
            onUse={(t) => {
              setValues({ ...t, studentId: values.studentId });
              setTab('generate');
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

import { useState } from 'react';
import { BookOpen } from 'lucide-react';
import { toast } from 'sonner';
import { PLAN_MISSING, type LessonPlanDto } from '@shared/schemas/ai-content';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { hasErrorCode } from '../../../lib/api-client';
import { useGenerateLessonPlan } from '../../../features/lesson-plans/api/lesson-plans';
import { emptyPlanForm, PlanForm, type PlanFormValues } from '../../../features/lesson-plans/components/plan-form';
import { PlanLibrary } from '../../../features/lesson-plans/components/plan-library';
import { PlanTemplates } from '../../../features/lesson-plans/components/plan-templates';
import { PlanView } from '../../../features/lesson-plans/components/plan-view';
import { GeneratorHeader, GeneratorWorkspace, toastMissing } from './generator-page';

export function Component() {
  const [tab, setTab] = useState('generate');
  const [values, setValues] = useState<PlanFormValues>(emptyPlanForm);
  const [result, setResult] = useState<LessonPlanDto | null>(null);
  const generate = useGenerateLessonPlan();

  const submit = () => {
    if (!values.topic.trim() || !values.gradeLevel) {
      toastMissing(PLAN_MISSING);
      return;
    }
    generate.mutate(
      { ...values, studentId: values.studentId || null },
      {
        onSuccess: (p) => {
          setResult(p);
          toast.success('Lesson Plan Generated', { description: `Your ${p.duration}-minute plan for ${p.topic} is ready.` });
        },
        onError: (err) =>
          hasErrorCode(err, 'PLAN_MISSING_FIELDS')
            ? toastMissing(PLAN_MISSING)
            : toast.error('Failed to generate lesson plan. Please try again.'),
      },
    );
  };

  return (
    <div className="space-y-4">
      <GeneratorHeader title="Lesson Plans" description="Plan timed, level-appropriate lessons and keep them in your library." />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="generate">Generate Plan</TabsTrigger>
          <TabsTrigger value="library">Lesson Library</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="generate" className="mt-4">
          <GeneratorWorkspace
            form={<PlanForm values={values} onChange={setValues} onSubmit={submit} pending={generate.isPending} />}
            title={result ? result.content.title : 'Generated Lesson Plan'}
            resultKey={result?.id}
            result={result && <PlanView plan={result} onShared={setResult} />}
            empty={{ icon: <BookOpen className="h-10 w-10" />, title: 'No lesson plan yet', description: 'Fill in the lesson details and select Generate Lesson Plan.' }}
          />
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

import { Loader2, Sparkles } from 'lucide-react';
import { GRADE_LEVELS, LESSON_DURATIONS } from '@shared/schemas/ai-content';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input, Label, NativeSelect, Textarea } from '../../../components/ui/input';
import { useTutorStudents } from '../../../entities/ai-content/api';

export type PlanFormValues = { topic: string; gradeLevel: string; duration: number; additionalNotes: string; studentId: string };
export const emptyPlanForm: PlanFormValues = { topic: '', gradeLevel: '', duration: 60, additionalNotes: '', studentId: '' };

type Props = { values: PlanFormValues; onChange: (v: PlanFormValues) => void; onSubmit: () => void; pending: boolean };

export function PlanForm({ values, onChange, onSubmit, pending }: Props) {
  const students = useTutorStudents();
  const set = <K extends keyof PlanFormValues>(key: K, v: PlanFormValues[K]) => onChange({ ...values, [key]: v });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lesson Details</CardTitle>
        <CardDescription>Choose a student to build on the next steps of their last session summary.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <div>
            <Label htmlFor="plan-topic">Topic *</Label>
            <Input id="plan-topic" value={values.topic} onChange={(e) => set('topic', e.target.value)} placeholder="e.g. Adding fractions with unlike denominators" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor="plan-grade">Grade Level *</Label>
              <NativeSelect id="plan-grade" value={values.gradeLevel} onChange={(e) => set('gradeLevel', e.target.value)}>
                <option value="">Select grade level</option>
                {GRADE_LEVELS.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div>
              <Label htmlFor="plan-duration">Duration</Label>
              <NativeSelect id="plan-duration" value={values.duration} onChange={(e) => set('duration', Number(e.target.value))}>
                {LESSON_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {d} minutes
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div>
            <Label htmlFor="plan-student">Student (optional)</Label>
            <NativeSelect id="plan-student" value={values.studentId} onChange={(e) => set('studentId', e.target.value)}>
              <option value="">No specific student</option>
              {students.data?.items.map((s) => (
                <option key={s.studentId} value={s.studentId}>
                  {s.studentName}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <Label htmlFor="plan-notes">Additional Notes</Label>
            <Textarea id="plan-notes" value={values.additionalNotes} onChange={(e) => set('additionalNotes', e.target.value)} placeholder="Focus areas, learning needs, resources available" />
          </div>
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Sparkles className="h-4 w-4" aria-hidden />} {pending ? 'Generating…' : 'Generate Lesson Plan'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

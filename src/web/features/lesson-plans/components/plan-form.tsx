import { GRADE_LEVELS, LESSON_DURATIONS } from '@shared/schemas/ai-content';
import { GenerateFormCard } from '../../../components/shared/generate-form-card';
import { Input, Label, NativeSelect, Textarea, MinuteOptions } from '../../../components/ui/input';
import { useTutorStudents } from '../../../entities/ai-content/api';

export type PlanFormValues = { topic: string; gradeLevel: string; duration: number; additionalNotes: string; studentId: string };
export const emptyPlanForm: PlanFormValues = { topic: '', gradeLevel: '', duration: 60, additionalNotes: '', studentId: '' };

type Props = { values: PlanFormValues; onChange: (v: PlanFormValues) => void; onSubmit: () => void; pending: boolean };

export function PlanForm({ values, onChange, onSubmit, pending }: Props) {
  const students = useTutorStudents();
  const set = <K extends keyof PlanFormValues>(key: K, v: PlanFormValues[K]) => onChange({ ...values, [key]: v });
  return (
    <GenerateFormCard
      title="Lesson Details"
      description="Choose a student to build on the next steps of their last session summary."
      submitLabel="Generate Lesson Plan"
      onSubmit={onSubmit}
      pending={pending}
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
            <MinuteOptions durations={LESSON_DURATIONS} />
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
    </GenerateFormCard>
  );
}

import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import type { LessonPlanDto } from '@shared/schemas/ai-content';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, NativeSelect } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { usePlanStudents, useShareLessonPlan } from '../api/lesson-plans';

export function SharePlanButton({ plan, onShared }: { plan: LessonPlanDto; onShared?: (p: LessonPlanDto) => void }) {
  const share = useShareLessonPlan();
  const [open, setOpen] = useState(false);
  const [studentId, setStudentId] = useState('');
  const students = usePlanStudents(open);
  const run = (chosen?: string) =>
    share.mutate(
      { id: plan.id, studentId: chosen },
      {
        onSuccess: (p) => {
          setOpen(false);
          onShared?.(p);
          toast.success('Lesson Plan Shared', { description: 'Your student can now see it in Learning Materials.' });
        },
        onError: (err) => toast.error('Failed to share lesson plan.', { description: errorMessage(err) }),
      },
    );
  return (
    <>
      <Button variant="outline" size="sm" disabled={share.isPending} onClick={() => (plan.studentId ? run() : setOpen(true))}>
        <Share2 className="h-4 w-4" aria-hidden /> {plan.sharedAt ? 'Shared' : 'Share with student'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Share lesson plan" description="Choose one of your students.">
        <Label htmlFor={`share-plan-${plan.id}`}>Student</Label>
        <NativeSelect id={`share-plan-${plan.id}`} value={studentId} onChange={(e) => setStudentId(e.target.value)}>
          <option value="">{students.data?.items.length ? 'Choose a student' : 'No students have booked you yet'}</option>
          {students.data?.items.map((s) => (
            <option key={s.studentId} value={s.studentId}>
              {s.studentName}
            </option>
          ))}
        </NativeSelect>
        <div className="mt-4 flex justify-end">
          <Button disabled={!studentId || share.isPending} onClick={() => run(studentId)}>
            Share
          </Button>
        </div>
      </Dialog>
    </>
  );
}

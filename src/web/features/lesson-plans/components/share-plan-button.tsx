import { toast } from 'sonner';
import type { LessonPlanDto } from '@shared/schemas/ai-content';
import { ShareWithStudentButton } from '../../../components/shared/share-with-student-button';
import { errorMessage } from '../../../lib/api-client';
import { useTutorStudents } from '../../../entities/ai-content/api';
import { useShareLessonPlan } from '../api/lesson-plans';

export function SharePlanButton({ plan, onShared }: { plan: LessonPlanDto; onShared?: (p: LessonPlanDto) => void }) {
  const share = useShareLessonPlan();
  return (
    <ShareWithStudentButton
      noun="lesson plan"
      inputId={`share-plan-${plan.id}`}
      isShared={Boolean(plan.sharedAt)}
      hasStudent={Boolean(plan.studentId)}
      pending={share.isPending}
      useStudents={useTutorStudents}
      share={(studentId, done) =>
        share.mutate(
          { id: plan.id, studentId },
          {
            onSuccess: (p) => {
              done();
              onShared?.(p);
              toast.success('Lesson Plan Shared', { description: 'Your student can now see it in Learning Materials.' });
            },
            onError: (err) => toast.error('Failed to share lesson plan.', { description: errorMessage(err) }),
          },
        )
      }
    />
  );
}

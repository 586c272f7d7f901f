import { toast } from 'sonner';
import type { SummaryDto } from '@shared/schemas/ai-content';
import { ShareWithStudentButton } from '../../components/shared/share-with-student-button';
import { errorMessage } from '../../lib/api-client';
import { useShareSummary, useTutorStudents } from './api';

/** Shares with the session's student; when the summary has none, asks which of the tutor's students. */
export function ShareSummaryButton({ summary, onShared }: { summary: SummaryDto; onShared?: (s: SummaryDto) => void }) {
  const share = useShareSummary();
  return (
    <ShareWithStudentButton
      noun="summary"
      inputId={`share-${summary.id}`}
      isShared={Boolean(summary.sharedAt)}
      hasStudent={Boolean(summary.studentId)}
      pending={share.isPending}
      useStudents={useTutorStudents}
      share={(studentId, done) =>
        share.mutate(
          { id: summary.id, studentId },
          {
            onSuccess: (s) => {
              done();
              onShared?.(s);
              toast.success('Summary Shared', { description: 'Your student can now see it in Learning Materials.' });
            },
            onError: (err) => toast.error('Failed to share summary.', { description: errorMessage(err) }),
          },
        )
      }
    />
  );
}

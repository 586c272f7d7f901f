import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import type { SummaryDto } from '@shared/schemas/ai-content';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, NativeSelect } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useTutorStudents } from '../api/sessions';
import { useShareSummary } from '../api/summaries';

/** Shares with the session's student; when the summary has none, asks which of the tutor's students. */
export function ShareSummaryButton({ summary, onShared }: { summary: SummaryDto; onShared?: (s: SummaryDto) => void }) {
  const share = useShareSummary();
  const [open, setOpen] = useState(false);
  const [studentId, setStudentId] = useState('');
  const students = useTutorStudents(open);

  const run = (chosen?: string) =>
    share.mutate(
      { id: summary.id, studentId: chosen },
      {
        onSuccess: (s) => {
          setOpen(false);
          onShared?.(s);
          toast.success('Summary Shared', { description: 'Your student can now see it in Learning Materials.' });
        },
        onError: (err) => toast.error('Failed to share summary.', { description: errorMessage(err) }),
      },
    );

  return (
    <>
      <Button variant="outline" size="sm" disabled={share.isPending} onClick={() => (summary.studentId ? run() : setOpen(true))}>
        <Share2 className="h-4 w-4" aria-hidden /> {summary.sharedAt ? 'Shared' : 'Share with student'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Share summary" description="Choose one of your students.">
        <Label htmlFor={`share-${summary.id}`}>Student</Label>
        <NativeSelect id={`share-${summary.id}`} value={studentId} onChange={(e) => setStudentId(e.target.value)}>
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

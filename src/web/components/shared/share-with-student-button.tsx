import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Label, NativeSelect } from '../ui/input';

type Student = { studentId: string; studentName: string };

type Props = {
  /** What is shared, for the dialog title: "lesson plan", "summary". */
  noun: string;
  inputId: string;
  isShared: boolean;
  /** The item already belongs to a student: share at once, without asking. */
  hasStudent: boolean;
  pending: boolean;
  /** Loads the tutor's students when the dialog opens. */
  useStudents: (enabled: boolean) => { data?: { items: Student[] } };
  /** Shares with the chosen student (undefined: the item's own); calls `done` on success. */
  share: (studentId: string | undefined, done: () => void) => void;
};

/** "Share with student": at once when the item has a student, else after choosing one. */
export function ShareWithStudentButton({ noun, inputId, isShared, hasStudent, pending, useStudents, share }: Props) {
  const [open, setOpen] = useState(false);
  const [studentId, setStudentId] = useState('');
  const students = useStudents(open);
  return (
    <>
      <Button variant="outline" size="sm" disabled={pending} onClick={() => (hasStudent ? share(undefined, () => undefined) : setOpen(true))}>
        <Share2 className="h-4 w-4" aria-hidden /> {isShared ? 'Shared' : 'Share with student'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Share ${noun}`} description="Choose one of your students.">
        <Label htmlFor={inputId}>Student</Label>
        <NativeSelect id={inputId} value={studentId} onChange={(e) => setStudentId(e.target.value)}>
          <option value="">{students.data?.items.length ? 'Choose a student' : 'No students have booked you yet'}</option>
          {students.data?.items.map((s) => (
            <option key={s.studentId} value={s.studentId}>
              {s.studentName}
            </option>
          ))}
        </NativeSelect>
        <div className="mt-4 flex justify-end">
          <Button disabled={!studentId || pending} onClick={() => share(studentId, () => setOpen(false))}>
            Share
          </Button>
        </div>
      </Dialog>
    </>
  );
}

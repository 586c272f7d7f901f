// Adds a goal or rewords one: subject (one of the path's, or a new one), the goal in a few words, an optional
// target date. The server checks the same rules and its field messages are shown under the fields.
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { GOAL_TITLE_MAX, GOAL_SUBJECT_MAX, learningPathMessages, type GoalDto } from '@shared/schemas/learning-path';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Input, Label } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateGoal } from '../api/create-goal';
import { useUpdateGoal } from '../api/update-goal';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The subjects already on the path, offered as suggestions; the first is the default for a new goal. */
  subjects: string[];
  /** The goal to reword; a new goal when absent. */
  goal?: GoalDto;
  /** A tutor proposing a goal names the student. */
  studentId?: string;
  defaultSubject?: string;
};

export function GoalDialog({ open, onClose, subjects, goal, studentId, defaultSubject }: Props) {
  const ids = useId();
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const [subject, setSubject] = useState(goal?.subject ?? defaultSubject ?? subjects[0] ?? '');
  const [title, setTitle] = useState(goal?.title ?? '');
  const [targetDate, setTargetDate] = useState(goal?.targetDate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!subject.trim()) next.subject = learningPathMessages.subjectRequired;
    if (!title.trim()) next.title = learningPathMessages.titleRequired;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const values = { subject: subject.trim(), title: title.trim(), targetDate: targetDate || null };
    const done = {
      onSuccess: () => {
        toast.success(goal ? 'Goal updated' : studentId ? 'Goal proposed' : 'Goal added');
        onClose();
      },
      onError: (err: unknown) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        toast.error(errorMessage(err, 'Failed to save the goal. Please try again.'));
      },
    };
    if (goal) update.mutate({ id: goal.id, ...values }, done);
    else create.mutate({ ...values, studentId }, done);
  };

  const field = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined });
  const error = (name: string) =>
    errors[name] && (
      <p id={`${ids}-${name}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
        {errors[name]}
      </p>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      dismissible={!pending}
      title={goal ? 'Edit goal' : studentId ? 'Propose a goal' : 'Add a goal'}
      description={studentId && !goal ? 'Your student sees it on their learning path and can mark it achieved.' : 'Something you want to be able to do, in a few words.'}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div>
          <Label htmlFor={`${ids}-subject`}>Subject</Label>
          <Input id={`${ids}-subject`} list={`${ids}-subjects`} value={subject} maxLength={GOAL_SUBJECT_MAX} onChange={(e) => setSubject(e.target.value)} {...field('subject')} />
          <datalist id={`${ids}-subjects`}>
            {subjects.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          {error('subject')}
        </div>
        <div>
          <Label htmlFor={`${ids}-title`}>Goal</Label>
          <Input
            id={`${ids}-title`}
            value={title}
            maxLength={GOAL_TITLE_MAX}
            placeholder="e.g. Solve quadratic equations without help"
            onChange={(e) => setTitle(e.target.value)}
            {...field('title')}
          />
          {error('title')}
        </div>
        <div>
          <Label htmlFor={`${ids}-date`}>Target date (optional)</Label>
          <Input id={`${ids}-date`} type="date" value={targetDate} onChange={(e) => setTargetDate(e.target.value)} className="w-48" {...field('targetDate')} />
          {error('targetDate')}
        </div>
        <DialogActions onCancel={onClose} label={goal ? 'Save goal' : studentId ? 'Propose goal' : 'Add goal'} pendingLabel="Saving…" pending={pending} lockCancel />
      </form>
    </Dialog>
  );
}

// The tutor's private notes for the session, saved as they type.
import { useEffect, useRef, useState } from 'react';
import { Label, Textarea } from '../../../components/ui/input';
import { useSaveTutorNotes, useTutorNotes } from '../api/notes';

export function TutorNotes({ bookingId }: { bookingId: string }) {
  const { data, isPending } = useTutorNotes(bookingId, true);
  const save = useSaveTutorNotes(bookingId);
  const [notes, setNotes] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const value = notes ?? data?.notes ?? '';
  const change = (v: string) => {
    setNotes(v);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => save.mutate(v), 800);
  };

  return (
    <div className="space-y-2">
      <Label htmlFor="tutor-notes">Session notes (only you can see these)</Label>
      <Textarea id="tutor-notes" rows={10} value={value} disabled={isPending} onChange={(e) => change(e.target.value)} placeholder="What did you cover? What should the student practise?" />
      <p className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {save.isPending ? 'Saving...' : save.isError ? 'Not saved. Keep typing to retry.' : save.isSuccess ? 'Saved' : ''}
      </p>
    </div>
  );
}

import { format } from 'date-fns';
import type { z } from 'zod';
import type { tutorSessionListSchema } from '@shared/schemas/ai-content';

type TutorSession = z.infer<typeof tutorSessionListSchema>['items'][number];

/** The options of a tutor-session picker: a blank first choice (worded by whether there are any sessions), then one per session. */
export function TutorSessionOptions({ sessions, blankLabel, emptyLabel }: { sessions: TutorSession[] | undefined; blankLabel: string; emptyLabel: string }) {
  return (
    <>
      <option value="">{sessions?.length ? blankLabel : emptyLabel}</option>
      {sessions?.map((s) => (
        <option key={s.bookingId} value={s.bookingId}>
          {`${s.offeringTitle ?? 'Session'} · ${s.studentName} · ${format(new Date(s.scheduledAt), 'MMM dd, yyyy')}`}
        </option>
      ))}
    </>
  );
}

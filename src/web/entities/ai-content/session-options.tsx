import type { z } from 'zod';
import type { tutorSessionListSchema } from '@shared/schemas/ai-content';
import { formatDate } from '../../lib/format';
import { useViewerZone } from '../../lib/viewer-zone';

type TutorSession = z.infer<typeof tutorSessionListSchema>['items'][number];

/** The options of a tutor-session picker: a blank first choice (worded by whether there are any sessions), then one per session. */
export function TutorSessionOptions({ sessions, blankLabel, emptyLabel }: { sessions: TutorSession[] | undefined; blankLabel: string; emptyLabel: string }) {
  const { zone } = useViewerZone();
  return (
    <>
      <option value="">{sessions?.length ? blankLabel : emptyLabel}</option>
      {sessions?.map((s) => (
        <option key={s.bookingId} value={s.bookingId}>
          {`${s.offeringTitle ?? 'Session'} · ${s.studentName} · ${formatDate(s.scheduledAt, zone)}`}
        </option>
      ))}
    </>
  );
}

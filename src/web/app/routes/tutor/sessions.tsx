import { useMe } from '../../../features/auth/api/me';
import { TutorRescheduleRequest } from '../../../features/bookings/components/tutor-reschedule-request';
import { TutorSessions } from '../../../features/sessions/components/tutor-sessions';

export function Component() {
  const { data: me } = useMe();
  const timezone = me?.profile?.timezone || 'Asia/Kolkata';
  return <TutorSessions timezone={timezone} rowExtra={(b) => <TutorRescheduleRequest booking={b} timezone={timezone} />} />;
}

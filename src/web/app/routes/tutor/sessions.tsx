import { DEFAULT_TIME_ZONE } from '@shared/rules/time-zone';
import { useMe } from '../../../entities/me/api';
import { TutorRescheduleRequest } from '../../../features/bookings/components/tutor-reschedule-request';
import { preloadSessionRoom } from '../../../features/live-session/lib/preload-room';
import { TutorSessions } from '../../../features/sessions/components/tutor-sessions';

export function Component() {
  const { data: me } = useMe();
  const timezone = me?.profile?.timezone || DEFAULT_TIME_ZONE;
  return <TutorSessions timezone={timezone} rowExtra={(b) => <TutorRescheduleRequest booking={b} timezone={timezone} />} preloadRoom={preloadSessionRoom} />;
}

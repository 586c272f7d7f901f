import { useMe } from '../../../features/auth/api/me';
import { TutorSessions } from '../../../features/sessions/components/tutor-sessions';

export function Component() {
  const { data: me } = useMe();
  return <TutorSessions timezone={me?.profile?.timezone || 'Asia/Kolkata'} />;
}

import { useMe } from '../../../features/auth/api/me';
import { TutorHome } from '../../../features/tutor-home/components/tutor-home';

export function Component() {
  const { data: me } = useMe();
  return <TutorHome timezone={me?.profile?.timezone || 'Asia/Kolkata'} />;
}

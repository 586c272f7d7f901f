import { useParams } from 'react-router';
import { LoadingText } from '../../components/ui/spinner';
import { useMe } from '../../entities/me/api';
import { BookingPage } from '../../features/bookings/components/booking-page';

export function Component() {
  const { expertId = '' } = useParams();
  const me = useMe();
  if (me.isPending) return <LoadingText />;
  return <BookingPage key={expertId} expertId={expertId} viewer={{ signedIn: Boolean(me.data), isTutor: me.data?.userType === 'tutor', timezone: me.data?.profile?.timezone }} />;
}

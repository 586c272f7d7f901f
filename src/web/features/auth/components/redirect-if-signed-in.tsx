import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { peekBookingIntent } from '../../../lib/booking-intent';
import { useMe } from '../../../entities/me/api';
import { dashboardPath } from '../../../entities/me/dashboard-path';

/** A signed-in visitor of an auth page goes to their dashboard (or back to a pending booking). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  if (!me) return <>{children}</>;
  const intent = peekBookingIntent();
  if (intent && me.userType === 'student') return <Navigate to={`/booking/${intent.expertId}`} replace />;
  return <Navigate to={dashboardPath(me)} replace />;
}

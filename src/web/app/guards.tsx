// Route guards exactly as the spec: unauthenticated → /auth/{userType}; a tutor without an expert
// bio → /tutor/onboarding; a user of the other role → their own dashboard.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingText } from '../components/ui/spinner';
import { dashboardPath } from '../entities/me/dashboard-path';
import { useMe } from '../entities/me/api';

type Props = { role: 'student' | 'tutor'; children: ReactNode; /** onboarding itself must not bounce to onboarding */ allowWithoutBio?: boolean };

export function RequireRole({ role, children, allowWithoutBio }: Props) {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <LoadingText />;
  if (!me) return <Navigate to={`/auth/${role}`} replace state={{ from: location.pathname }} />;
  if (me.userType !== role) return <Navigate to={dashboardPath(me)} replace />;
  if (role === 'tutor' && !allowWithoutBio && !me.hasExpertBio) return <Navigate to="/tutor/onboarding" replace />;
  return <>{children}</>;
}

/** Any signed-in user (the session page decides the role from the booking). */
export function RequireUser({ children, fallback = 'student' }: { children: ReactNode; fallback?: 'student' | 'tutor' }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <LoadingText />;
  if (!me) return <Navigate to={`/auth/${fallback}`} replace />;
  return <>{children}</>;
}

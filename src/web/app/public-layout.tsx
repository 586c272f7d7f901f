// The frame of the public pages: the top navigation with the signed-in user, sign-out and the
// notification bell composed in, above the page.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import { MAIN_ID, RouteFocus, SkipLink } from '../components/layout/route-focus';
import { TAB_BAR_SPACE } from '../components/layout/tab-bar-space';
import { TopNav } from '../components/layout/top-nav';
import { useMe } from '../entities/me/api';
import { useSignOut } from '../features/auth/api/auth-actions';

// The bell (popover, dates) loads only for signed-in visitors, keeping the landing page light.
const NotificationBell = lazy(() => import('../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));

// The student area's navigation loads only there.
const StudentNav = lazy(() => import('./student-nav'));

function LazyBell({ userId }: { userId: string }) {
  return (
    <Suspense fallback={<Bell className="m-2 h-5 w-5 text-slate-400" aria-hidden />}>
      <NotificationBell userId={userId} />
    </Suspense>
  );
}

export function PublicLayout() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const studentArea = me?.userType === 'student' && pathname.startsWith('/student/');

  const onSignOut = () =>
    signOut.mutate(undefined, {
      // sonner is not part of the first paint; the Toaster has loaded it long before anyone signs out.
      onSuccess: () => void import('sonner').then(({ toast }) => toast.success('Signed out', { description: 'You have been successfully signed out.' })),
      onSettled: () => navigate('/'),
    });

  return (
    <div className="min-h-screen">
      <SkipLink />
      <RouteFocus />
      <TopNav me={me} onSignOut={onSignOut} bell={me ? <LazyBell userId={me.id} /> : null} />
      {studentArea && (
        <Suspense fallback={null}>
          <StudentNav userId={me.id} />
        </Suspense>
      )}
      <main id={MAIN_ID} className={studentArea ? TAB_BAR_SPACE : undefined}>
        <Outlet />
      </main>
    </div>
  );
}

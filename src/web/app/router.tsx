// Every route of the spec's route table and the tutor area. Pages load lazily, so the landing page
// ships only what it shows.
import { createBrowserRouter, matchRoutes, Navigate, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { meQuery } from '../entities/me/api';
import { sessionQuery } from '../features/live-session/api/session';
import { queryClient } from '../lib/query-client';
import { PublicLayout } from './public-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

/** The live room asks for the signed-in user and the session while its code is still loading. */
function prefetchSession({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(meQuery);
  if (params.bookingId) void queryClient.prefetchQuery(sessionQuery(params.bookingId));
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    // A page the server renders has the id of its module (app/<id>.tsx): the server names that module's chunks in
    // the page as module preloads (http/page-render.ts), so they load alongside the entry instead of after it.
    children: [
      { id: 'routes/home', index: true, lazy: () => import('./routes/home') },
      { id: 'routes/auth-student', path: 'auth/student', lazy: () => import('./routes/auth-student') },
      { id: 'routes/auth-tutor', path: 'auth/tutor', lazy: () => import('./routes/auth-tutor') },
      { id: 'routes/forgot-password', path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
      { id: 'routes/reset-password', path: 'reset-password', lazy: () => import('./routes/reset-password') },
      { id: 'routes/terms', path: 'terms', lazy: () => import('./routes/terms') },
      { id: 'routes/privacy', path: 'privacy', lazy: () => import('./routes/privacy') },
      { path: 'dev/mailbox', lazy: () => import('./routes/dev-mailbox') },
      { id: 'routes/discover-experts', path: 'discover-experts', lazy: () => import('./routes/discover-experts') },
      { id: 'routes/booking', path: 'booking/:expertId', lazy: () => import('./routes/booking') },
      { id: 'routes/expert-profile', path: 'experts/:expertId', lazy: () => import('./routes/expert-profile') },
      { path: 'student/dashboard', lazy: () => import('./routes/student/dashboard') },
      { path: 'student/sessions', lazy: () => import('./routes/student/dashboard') },
      { path: 'student/messages', lazy: () => import('./routes/student/messages') },
      { path: 'student/materials', lazy: () => import('./routes/student/materials') },
      { path: 'student/path', lazy: () => import('./routes/student/path') },
      { path: 'student/saved', lazy: () => import('./routes/student/saved') },
      { path: 'student/payments', lazy: () => import('./routes/student/payments') },
      { path: 'checkout/test/:paymentId', lazy: () => import('./routes/checkout-test') },
      { path: 'checkout/razorpay/:paymentId', lazy: () => import('./routes/checkout-razorpay') },
      { path: 'student/settings', lazy: () => import('./routes/student/settings') },
      { path: 'tutor/onboarding', lazy: () => import('./routes/tutor/onboarding') },
      { path: 'admin/experts', lazy: () => import('./routes/admin-experts') },
      { path: 'admin/payments', lazy: () => import('./routes/admin-payments') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  { path: 'session/:bookingId', errorElement: <RouteError />, HydrateFallback: PageLoading, loader: prefetchSession, lazy: () => import('./routes/session') },
  {
    path: 'tutor/dashboard',
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    lazy: () => import('./routes/tutor/shell'),
    children: [
      { index: true, lazy: () => import('./routes/tutor/home') },
      { path: 'get-ready', lazy: () => import('./routes/tutor/get-ready') },
      { path: 'calendar', lazy: () => import('./routes/tutor/calendar') },
      { path: 'availability', element: <Navigate to="/tutor/dashboard/calendar" replace /> },
      { path: 'sessions', lazy: () => import('./routes/tutor/sessions') },
      { path: 'offers', lazy: () => import('./routes/tutor/offers') },
      { path: 'earnings', lazy: () => import('./routes/tutor/earnings') },
      { path: 'messages', lazy: () => import('./routes/tutor/messages') },
      { path: 'plans', lazy: () => import('./routes/tutor/plans') },
      { path: 'summaries', lazy: () => import('./routes/tutor/summaries') },
      { path: 'students/:studentId/path', lazy: () => import('./routes/tutor/student-path') },
      { path: 'profile', lazy: () => import('./routes/tutor/profile') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

/** The app's router; `hydrationData` is the server's router state for a page it rendered. */
export const createAppRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData });

/**
 * Loads the code of the routes the address matches, as the server did when it rendered the page: hydrating needs
 * the page's components in place, not the loading state a lazy route shows first.
 */
export async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

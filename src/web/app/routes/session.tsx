// /session/{bookingId}: the live session room for the booking's student and tutor.
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_TIME_ZONE } from '@shared/rules/time-zone';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { dashboardPath } from '../../entities/me/dashboard-path';
import { useMe } from '../../entities/me/api';
import { RateSessionDialog } from '../../features/bookings/components/rate-session-dialog';
import { LiveRoom } from '../../features/live-session/components/live-room';
import { SessionEnded } from '../../features/live-session/components/session-ended';
import { SessionError, SessionLoading, SessionNotReady } from '../../features/live-session/components/session-states';
import { sessionQuery, useSession } from '../../features/live-session/api/session';
import { RequireUser } from '../guards';
import { RouteFocus, SkipLink } from '../../components/layout/route-focus';

const roleDashboard = (role: 'tutor' | 'student') => (role === 'tutor' ? '/tutor/dashboard' : '/student/dashboard');

function SessionPage() {
  const { bookingId = '' } = useParams();
  const { data: me } = useMe();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { data: session, error, isPending } = useSession(bookingId);
  const [ended, setEnded] = useState(false);
  const [rating, setRating] = useState(false);
  const wasLive = useRef(false);
  const reload = useCallback(() => void qc.invalidateQueries({ queryKey: sessionQuery(bookingId).queryKey }), [qc, bookingId]);

  useEffect(() => {
    document.title = 'Live Session';
  }, []);

  if (isPending) return <SessionLoading />;
  const fallbackDashboard = me ? dashboardPath(me) : '/student/dashboard';
  if (error || !session) {
    const message = error instanceof ApiError && error.status === 404 ? error.message : 'Failed to load session';
    return <SessionError message={message} dashboard={fallbackDashboard} />;
  }
  const dashboard = roleDashboard(session.role);

  const finish = () => navigate(dashboard);
  const onEnded = () => {
    setEnded(true);
    void qc.invalidateQueries({ queryKey: sessionQuery(bookingId).queryKey });
    if (session.role === 'tutor') finish();
    else setRating(true);
  };

  if (ended || (wasLive.current && session.status === 'completed')) {
    return (
      <>
        <SessionEnded dashboard={dashboard} />
        {session.role === 'student' && (
          <RateSessionDialog
            bookingId={session.id}
            open={ended ? rating : true}
            onOpenChange={(open) => {
              setRating(open);
              if (!open) finish();
            }}
            onDone={finish}
          />
        )}
      </>
    );
  }

  if (!session.canJoin) {
    return (
      <SessionNotReady
        reason={session.reason ?? 'This session is not open.'}
        startsAt={session.start}
        window={session.joinWindow}
        role={session.role}
        timezone={me?.profile?.timezone || DEFAULT_TIME_ZONE}
        dashboard={dashboard}
        onOpen={reload}
      />
    );
  }

  wasLive.current = true;
  return <LiveRoom session={session} myUserId={me?.id ?? ''} myName={me?.profile?.fullName ?? me?.name ?? ''} dashboard={dashboard} onEnded={onEnded} />;
}

export function Component() {
  // Start loading the session alongside the signed-in user, not after it.
  const { bookingId = '' } = useParams();
  useSession(bookingId);
  return (
    <RequireUser>
      <SkipLink />
      <RouteFocus />
      <SessionPage />
    </RequireUser>
  );
}

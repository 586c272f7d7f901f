import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { displayName } from '@shared/rules/display-name';
import { StudentShell } from '../../../components/layout/student-shell';
import { useMe } from '../../../entities/me/api';
import { ZonePicker } from '../../../components/ui/zone-picker';
import { useViewerZone } from '../../../lib/viewer-zone';
import { AddToCalendarLink } from '../../../features/bookings/components/add-to-calendar-link';
import { RateSessionDialog } from '../../../features/bookings/components/rate-session-dialog';
import { RescheduleAction } from '../../../features/bookings/components/reschedule-action';
import { openSessionWindow, sessionPath } from '../../../features/live-session/lib/open-session-window';
import { preloadSessionRoom } from '../../../features/live-session/lib/preload-room';
import { StudentDashboard } from '../../../features/student-dashboard/components/student-dashboard';
import { RequireRole } from '../../guards';

function Dashboard() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [rateId, setRateId] = useState<string | null>(params.get('rate'));
  // Times in the viewer's zone (their profile's, or the one they switched to in place), always labelled.
  const timezone = useViewerZone().zone;
  if (!me) return null;
  return (
    <>
      <ZonePicker className="mb-4 justify-end" />
      <StudentDashboard
        userId={me.id}
        name={displayName(me.profile?.fullName ?? me.name, me.email)}
        timezone={timezone}
        showAll={pathname.startsWith('/student/sessions')}
        onRate={setRateId}
        // Join Session opens the room in its own window; when that fails, the session page here.
        onJoin={(id) => openSessionWindow(id) || navigate(sessionPath(id))}
        preloadRoom={preloadSessionRoom}
        rowActions={(b, compact) => (
          <>
            <RescheduleAction booking={b} timezone={timezone} />
            {!compact && <AddToCalendarLink booking={b} />}
          </>
        )}
      />
      {rateId && (
        <RateSessionDialog
          bookingId={rateId}
          open
          onOpenChange={(o) => {
            if (o) return;
            setRateId(null);
            if (params.has('rate')) setParams({}, { replace: true });
          }}
        />
      )}
    </>
  );
}

export function Component() {
  return (
    <RequireRole role="student">
      <StudentShell title="Student Dashboard">
        <Dashboard />
      </StudentShell>
    </RequireRole>
  );
}

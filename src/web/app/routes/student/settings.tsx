import { StudentShell } from '../../../components/layout/student-shell';
import { CalendarFeedCard } from '../../../features/calendar/components/calendar-feed-card';
import { ProfileSettings } from '../../../features/profile/components/profile-settings';
import { RequireRole } from '../../guards';

/** Students' own settings: name, photo, phone, the time zone their sessions are shown in, and the calendar feed. */
export function Component() {
  return (
    <RequireRole role="student">
      <StudentShell title="Settings">
        <div className="mx-auto max-w-3xl space-y-6">
          <ProfileSettings showExpert={false} />
          <CalendarFeedCard />
        </div>
      </StudentShell>
    </RequireRole>
  );
}

import { StudentShell } from '../../../components/layout/student-shell';
import { ProfileSettings } from '../../../features/profile/components/profile-settings';
import { RequireRole } from '../../guards';

/** Students' own settings: name, photo, phone and the time zone their sessions are shown in. */
export function Component() {
  return (
    <RequireRole role="student">
      <StudentShell title="Settings">
        <div className="mx-auto max-w-3xl">
          <ProfileSettings showExpert={false} />
        </div>
      </StudentShell>
    </RequireRole>
  );
}

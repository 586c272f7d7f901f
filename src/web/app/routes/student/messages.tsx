import { StudentShell } from '../../../components/layout/student-shell';
import { MessagingScreen } from '../../../features/messaging/components/messaging-screen';
import { RequireRole } from '../../guards';

export function Component() {
  return (
    <RequireRole role="student">
      <StudentShell title="Messages">
        <MessagingScreen role="student" />
      </StudentShell>
    </RequireRole>
  );
}

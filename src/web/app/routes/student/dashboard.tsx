import { StudentShell } from '../../../components/layout/student-shell';
import { RequireRole } from '../../guards';

export function Component() {
  return (
    <RequireRole role="student">
      <StudentShell title="Student Dashboard">{null}</StudentShell>
    </RequireRole>
  );
}

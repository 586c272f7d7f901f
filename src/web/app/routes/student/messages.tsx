import { StudentShell } from '../../../components/layout/student-shell';
import { RequireRole } from '../../guards';

export function Component() {
  return (
    <RequireRole role="student">
      <StudentShell title="Messages">{null}</StudentShell>
    </RequireRole>
  );
}

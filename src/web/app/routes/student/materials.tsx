import { StudentShell } from '../../../components/layout/student-shell';
import { useMe } from '../../../entities/me/api';
import { MaterialsLibrary } from '../../../features/materials/components/materials-library';
import { RequireRole } from '../../guards';

export function Component() {
  const { data: me } = useMe();
  return (
    <RequireRole role="student">
      <StudentShell title="Learning Materials">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">Session summaries, lesson plans and files your tutors have shared with you.</p>
        {me && <MaterialsLibrary userId={me.id} />}
      </StudentShell>
    </RequireRole>
  );
}

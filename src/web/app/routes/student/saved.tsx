import { StudentShell } from '../../../components/layout/student-shell';
import { SavedExpertsList } from '../../../features/experts/components/saved-experts-list';
import { RequireRole } from '../../guards';

export function Component() {
  return (
    <RequireRole role="student">
      <StudentShell title="Saved tutors">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">Tutors you saved, most recent first.</p>
        <SavedExpertsList />
      </StudentShell>
    </RequireRole>
  );
}

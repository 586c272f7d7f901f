import { StudentShell } from '../../../components/layout/student-shell';
import { LoadingText } from '../../../components/ui/spinner';
import { ZonePicker } from '../../../components/ui/zone-picker';
import { useMyLearningPath } from '../../../entities/learning-path/api';
import { LearningPathView } from '../../../features/learning-path/components/learning-path-view';
import { useViewerZone } from '../../../lib/viewer-zone';
import { RequireRole } from '../../guards';

function Path() {
  const path = useMyLearningPath();
  const timezone = useViewerZone().zone;
  if (path.isPending) return <LoadingText text="Loading your learning path..." />;
  if (path.error) return <p className="text-red-600 dark:text-red-400">Failed to load your learning path. Please try again.</p>;
  return <LearningPathView path={path.data} timezone={timezone} />;
}

export function Component() {
  return (
    <RequireRole role="student">
      <StudentShell title="Learning path">
        <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600 dark:text-slate-400">Your goals, what each session covered and what comes next, subject by subject.</p>
          <ZonePicker className="justify-end" />
        </div>
        <Path />
      </StudentShell>
    </RequireRole>
  );
}

// A tutor's view of one student's learning path, with a switch to their other students.
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { DEFAULT_TIME_ZONE } from '@shared/rules/time-zone';
import { Button } from '../../../components/ui/button';
import { Label, NativeSelect } from '../../../components/ui/input';
import { LoadingText } from '../../../components/ui/spinner';
import { useTutorStudents } from '../../../entities/ai-content/api';
import { learningPathHref, useStudentLearningPath } from '../../../entities/learning-path/api';
import { useMe } from '../../../entities/me/api';
import { LearningPathView } from '../../../features/learning-path/components/learning-path-view';
import { hasErrorCode } from '../../../lib/api-client';

export function Component() {
  const { studentId = '' } = useParams();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const timezone = me?.profile?.timezone || DEFAULT_TIME_ZONE;
  const path = useStudentLearningPath(studentId);
  const students = useTutorStudents();
  const name = path.data?.student.name ?? students.data?.items.find((s) => s.studentId === studentId)?.studentName;

  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" asChild>
        <Link to="/tutor/dashboard/sessions">
          <ArrowLeft className="h-4 w-4" aria-hidden /> Sessions
        </Link>
      </Button>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{name ? `${name}'s learning path` : 'Learning path'}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Your sessions, summaries and plans with this student, and their goals in the subjects you teach them.</p>
        </div>
        {(students.data?.items.length ?? 0) > 1 && (
          <div className="sm:w-64">
            <Label htmlFor="path-student">Student</Label>
            <NativeSelect id="path-student" value={studentId} onChange={(e) => navigate(learningPathHref(e.target.value))}>
              {students.data!.items.map((s) => (
                <option key={s.studentId} value={s.studentId}>
                  {s.studentName}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      {path.isPending ? (
        <LoadingText text="Loading the learning path..." />
      ) : path.error ? (
        <p className="text-red-600 dark:text-red-400">
          {hasErrorCode(path.error, 'FORBIDDEN') ? 'You can only see the learning path of students who have booked a session with you.' : 'Failed to load the learning path. Please try again.'}
        </p>
      ) : (
        <LearningPathView key={studentId} path={path.data} timezone={timezone} />
      )}
    </div>
  );
}

import { BookOpen } from 'lucide-react';
import type { LessonPlanDto } from '@shared/schemas/ai-content';
import { SavedContentList, type SavedContentWords } from '../../../components/shared/saved-content-list';
import { useDeleteLessonPlan, useLessonPlans } from '../api/lesson-plans';
import { PlanView } from './plan-view';
import { formatDate } from '../../../lib/format';
import { useViewerZone } from '../../../lib/viewer-zone';

const words: SavedContentWords = {
  one: 'lesson plan',
  many: 'lesson plans',
  deleted: 'Lesson Plan Deleted',
  searchId: 'plan-search',
  searchPlaceholder: 'Search by topic or grade level',
  noMatchHint: 'Try a different topic or grade level.',
  emptyHint: 'Lesson plans you generate are kept here to reopen, download and share.',
  listLabel: 'Lesson library',
  icon: <BookOpen className="h-10 w-10" />,
};

export function PlanLibrary() {
  const { zone } = useViewerZone();
  return (
    <SavedContentList<LessonPlanDto>
      words={words}
      useItems={useLessonPlans}
      useDelete={useDeleteLessonPlan}
      title={(p) => p.topic}
      dialogTitle={(p) => `Lesson Plan: ${p.topic}`}
      details={(p) => (
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          {[p.gradeLevel, `${p.duration} min`, p.studentName, formatDate(p.createdAt, zone)].filter(Boolean).join(' · ')}
        </p>
      )}
      view={(p) => <PlanView plan={p} />}
    />
  );
}

// One subject's goals: active ones first, then achieved, then dropped; each with the actions the viewer may take.
import { useState } from 'react';
import { CheckCircle2, Circle, Pencil, Plus, RotateCcw, Target, Trash2, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { GoalDto, GoalStatus } from '@shared/schemas/learning-path';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDeleteGoal } from '../api/delete-goal';
import { useUpdateGoal } from '../api/update-goal';
import { GoalDialog } from './goal-dialog';

const ORDER: Record<GoalStatus, number> = { active: 0, achieved: 1, dropped: 2 };
const STATUS: Record<GoalStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'blue' },
  achieved: { label: 'Achieved', tone: 'green' },
  dropped: { label: 'Dropped', tone: 'neutral' },
};

type Props = {
  goals: GoalDto[];
  subject: string;
  subjects: string[];
  timezone: string;
  viewer: 'student' | 'tutor';
  /** Set for a tutor: the student their new goals are proposed to. */
  studentId?: string;
};

/** A calendar day ("2026-12-31") as the viewer's locale writes it, without a zone shift. */
const day = (d: string) => formatDate(`${d}T12:00:00Z`, 'UTC');

function GoalItem({ goal, timezone, viewer, onEdit, onDelete }: { goal: GoalDto; timezone: string; viewer: Props['viewer']; onEdit: () => void; onDelete: () => void }) {
  const update = useUpdateGoal();
  const setStatus = (status: GoalStatus, done: string) =>
    update.mutate({ id: goal.id, status }, { onSuccess: () => toast.success(done), onError: (err) => toast.error(errorMessage(err, 'Failed to update the goal. Please try again.')) });
  const s = STATUS[goal.status];
  const by = goal.proposedBy === 'tutor' ? (viewer === 'tutor' && goal.canEdit ? 'Proposed by you' : `Proposed by ${goal.tutorName ?? 'your tutor'}`) : viewer === 'student' ? 'Set by you' : 'Set by the student';
  const Icon = goal.status === 'achieved' ? CheckCircle2 : goal.status === 'dropped' ? XCircle : Circle;
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-800" data-testid="goal">
      <div className="flex items-start gap-2">
        <Icon className={goal.status === 'achieved' ? 'mt-0.5 h-5 w-5 shrink-0 text-green-600 dark:text-green-400' : 'mt-0.5 h-5 w-5 shrink-0 text-slate-400'} aria-hidden />
        <div className="min-w-0 flex-1">
          <p className={goal.status === 'dropped' ? 'break-words font-medium text-slate-500 line-through dark:text-slate-400' : 'break-words font-medium'}>{goal.title}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            <Badge tone={s.tone}>{s.label}</Badge>
            <span>{by}</span>
            {goal.status === 'achieved' && goal.achievedAt ? <span>Achieved {formatDate(goal.achievedAt, timezone)}</span> : goal.targetDate && <span>Target {day(goal.targetDate)}</span>}
          </p>
        </div>
      </div>
      {(goal.canSetStatus || goal.canEdit) && (
        <div className="mt-2 flex flex-wrap gap-1 pl-7">
          {goal.canSetStatus && goal.status === 'active' && (
            <>
              <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => setStatus('achieved', 'Goal achieved — well done!')}>
                <CheckCircle2 className="h-4 w-4" aria-hidden /> Mark achieved<span className="sr-only">: {goal.title}</span>
              </Button>
              <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => setStatus('dropped', 'Goal dropped')}>
                Drop<span className="sr-only"> goal: {goal.title}</span>
              </Button>
            </>
          )}
          {goal.canSetStatus && goal.status !== 'active' && (
            <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => setStatus('active', 'Goal is active again')}>
              <RotateCcw className="h-4 w-4" aria-hidden /> Make active<span className="sr-only">: {goal.title}</span>
            </Button>
          )}
          {goal.canEdit && (
            <>
              <Button size="sm" variant="ghost" onClick={onEdit}>
                <Pencil className="h-4 w-4" aria-hidden /> Edit<span className="sr-only"> goal: {goal.title}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={onDelete}>
                <Trash2 className="h-4 w-4" aria-hidden /> Delete<span className="sr-only"> goal: {goal.title}</span>
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

export function GoalsCard({ goals, subject, subjects, timezone, viewer, studentId }: Props) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<GoalDto | null>(null);
  const [deleting, setDeleting] = useState<GoalDto | null>(null);
  const remove = useDeleteGoal();
  const sorted = [...goals].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  const active = goals.filter((g) => g.status === 'active').length;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Target className="h-5 w-5" aria-hidden /> Goals
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">({active} active)</span>
        </CardTitle>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden /> {viewer === 'tutor' ? 'Propose goal' : 'Add goal'}
        </Button>
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {viewer === 'tutor' ? 'No goals in this subject yet — propose one for your student.' : 'No goals yet — add one to know what you are working towards.'}
          </p>
        ) : (
          <ul className="space-y-2">
            {sorted.map((g) => (
              <GoalItem key={g.id} goal={g} timezone={timezone} viewer={viewer} onEdit={() => setEditing(g)} onDelete={() => setDeleting(g)} />
            ))}
          </ul>
        )}
      </CardContent>
      {adding && <GoalDialog open onClose={() => setAdding(false)} subjects={subjects} defaultSubject={subject} studentId={studentId} />}
      {editing && <GoalDialog open onClose={() => setEditing(null)} subjects={subjects} goal={editing} />}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this goal?"
        description={deleting ? `"${deleting.title}" will be removed from the learning path.` : ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success('Goal deleted');
            },
            onError: (err) => toast.error(errorMessage(err, 'Failed to delete the goal. Please try again.')),
          })
        }
      />
    </Card>
  );
}

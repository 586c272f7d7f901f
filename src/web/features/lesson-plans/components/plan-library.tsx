import { useState } from 'react';
import { format } from 'date-fns';
import { BookOpen, Search, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { LessonPlanDto } from '@shared/schemas/ai-content';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Label } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteLessonPlan, useLessonPlans } from '../api/lesson-plans';
import { PlanView } from './plan-view';

export function PlanLibrary() {
  const [q, setQ] = useState('');
  const { data, isPending, isError } = useLessonPlans(q);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LessonPlanDto | null>(null);
  const remove = useDeleteLessonPlan();
  const open = data?.items.find((p) => p.id === openId) ?? null;

  return (
    <div className="space-y-4">
      <div className="relative max-w-md">
        <Label htmlFor="plan-search" className="sr-only">
          Search lesson plans
        </Label>
        <Search className="absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
        <Input id="plan-search" className="pl-9" placeholder="Search by topic or grade level" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {isPending ? (
        <Skeleton className="h-24" />
      ) : isError ? (
        <p className="text-sm text-red-600">Failed to load lesson plans. Please try again.</p>
      ) : data.items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<BookOpen className="h-10 w-10" />}
            title={q ? 'No lesson plans match your search' : 'No lesson plans yet'}
            description={q ? 'Try a different topic or grade level.' : 'Lesson plans you generate are kept here to reopen, download and share.'}
          />
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Lesson library">
          {data.items.map((p) => (
            <li key={p.id}>
              <Card className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{p.topic}</p>
                  <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                    {[p.gradeLevel, `${p.duration} min`, p.studentName, format(new Date(p.createdAt), 'MMM dd, yyyy')].filter(Boolean).join(' · ')}
                  </p>
                </div>
                {p.sharedAt && <Badge tone="blue">Shared</Badge>}
                <Button variant="outline" size="sm" onClick={() => setOpenId(p.id)} aria-label={`Open lesson plan ${p.topic}`}>
                  Open
                </Button>
                <Button variant="ghost" size="icon" onClick={() => setDeleting(p)} aria-label={`Delete lesson plan ${p.topic}`}>
                  <Trash2 className="h-4 w-4" />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={Boolean(open)} onOpenChange={(o) => !o && setOpenId(null)} title={open ? `Lesson Plan: ${open.topic}` : ''} className="max-w-2xl">
        {open && <PlanView plan={open} />}
      </Dialog>
      <ConfirmDialog
        open={Boolean(deleting)}
        onCancel={() => setDeleting(null)}
        title="Delete lesson plan?"
        description="This lesson plan will be removed permanently."
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success('Lesson Plan Deleted');
            },
            onError: () => toast.error('Failed to delete lesson plan.'),
          })
        }
      />
    </div>
  );
}

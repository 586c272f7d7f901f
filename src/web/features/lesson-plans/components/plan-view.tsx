import { Copy, Download, History } from 'lucide-react';
import type { LessonPlanDto } from '@shared/schemas/ai-content';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { copyPlan, downloadPlan } from '../hooks/plan-actions';
import { SharePlanButton } from './share-plan-button';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section>
    <h4 className="mb-1 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h4>
    {children}
  </section>
);

const List = ({ items }: { items: string[] }) => (
  <ul className="list-disc space-y-1 pl-5 text-sm">
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

export function PlanView({ plan, onShared }: { plan: LessonPlanDto; onShared?: (p: LessonPlanDto) => void }) {
  const c = plan.content;
  let clock = 0;
  return (
    <div className="space-y-4" data-testid="lesson-plan">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{plan.gradeLevel}</Badge>
        <Badge>{plan.duration} minutes</Badge>
        {plan.studentName && <Badge>{plan.studentName}</Badge>}
        {plan.sharedAt && <Badge tone="blue">Shared</Badge>}
      </div>
      <p className="text-sm">{c.overview}</p>
      {c.buildsOn?.length ? (
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-3 dark:border-brand-700/40 dark:bg-brand-700/10">
          <p className="mb-1 flex items-center gap-1 text-sm font-semibold">
            <History className="h-4 w-4" aria-hidden /> Builds on the last session summary
          </p>
          <List items={c.buildsOn} />
        </div>
      ) : null}
      <Section title="Learning Objectives">
        <List items={c.objectives} />
      </Section>
      <Section title="Materials">
        <List items={c.materials} />
      </Section>
      <Section title="Activities">
        <ol className="space-y-2 text-sm">
          {c.activities.map((a) => {
            const from = clock;
            clock += a.minutes;
            return (
              <li key={a.name} className="rounded-md border border-slate-200 p-2 dark:border-slate-800">
                <p className="font-medium">
                  {a.name} <span className="font-normal text-slate-500">· {a.minutes} min ({from}–{clock})</span>
                </p>
                <p className="text-slate-600 dark:text-slate-400">{a.description}</p>
              </li>
            );
          })}
        </ol>
      </Section>
      <Section title="Assessment">
        <p className="text-sm">{c.assessment}</p>
      </Section>
      <Section title="Homework">
        <p className="text-sm">{c.homework}</p>
      </Section>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => copyPlan(plan.lessonPlan)}>
          <Copy className="h-4 w-4" aria-hidden /> Copy
        </Button>
        <Button variant="outline" size="sm" onClick={() => downloadPlan(plan.topic, plan.lessonPlan)}>
          <Download className="h-4 w-4" aria-hidden /> Download
        </Button>
        <SharePlanButton plan={plan} onShared={onShared} />
      </div>
    </div>
  );
}

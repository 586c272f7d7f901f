import { ENGAGEMENT_LEVELS, type EngagementLevel } from '@shared/schemas/ai-content';
import { GenerateFormCard } from '../../../components/shared/generate-form-card';
import { Input, Label, NativeSelect, Textarea } from '../../../components/ui/input';
import { useTutorSessions } from '../../../entities/ai-content/api';
import { TutorSessionOptions } from '../../../entities/ai-content/session-options';

export type SummaryFormValues = {
  bookingId: string;
  subject: string;
  topicsCovered: string;
  engagementLevel: EngagementLevel;
  performance: string;
  studentName: string;
};

export const emptySummaryForm: SummaryFormValues = { bookingId: '', subject: '', topicsCovered: '', engagementLevel: 'medium', performance: '', studentName: '' };

const engagementLabel: Record<EngagementLevel, string> = { high: 'High', medium: 'Medium', low: 'Low' };

type Props = { values: SummaryFormValues; onChange: (v: SummaryFormValues) => void; onSubmit: () => void; pending: boolean };

export function SummaryForm({ values, onChange, onSubmit, pending }: Props) {
  const sessions = useTutorSessions('completed');
  const set = <K extends keyof SummaryFormValues>(key: K, v: SummaryFormValues[K]) => onChange({ ...values, [key]: v });

  const pickSession = (bookingId: string) => {
    const s = sessions.data?.items.find((x) => x.bookingId === bookingId);
    if (!s) return onChange({ ...values, bookingId: '' });
    onChange({ ...values, bookingId, subject: s.offeringTitle ?? s.category ?? values.subject, studentName: s.studentName });
  };

  return (
    <GenerateFormCard
      title="Session Details"
      description="Describe the session, or start from one of your completed sessions."
      submitLabel="Generate Summary"
      onSubmit={onSubmit}
      pending={pending}
    >
      <div>
        <Label htmlFor="summary-session">Completed session (optional)</Label>
        <NativeSelect id="summary-session" value={values.bookingId} onChange={(e) => pickSession(e.target.value)}>
          <TutorSessionOptions sessions={sessions.data?.items} blankLabel="None: fill in manually" emptyLabel="No completed sessions yet" />
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor="summary-subject">Subject *</Label>
        <Input id="summary-subject" value={values.subject} onChange={(e) => set('subject', e.target.value)} placeholder="e.g. Algebra" />
      </div>
      <div>
        <Label htmlFor="summary-topics">Topics Covered *</Label>
        <Textarea id="summary-topics" value={values.topicsCovered} onChange={(e) => set('topicsCovered', e.target.value)} placeholder="Comma or line separated, e.g. Linear equations, Graphing lines" />
      </div>
      <div>
        <Label htmlFor="summary-engagement">Engagement Level</Label>
        <NativeSelect id="summary-engagement" value={values.engagementLevel} onChange={(e) => set('engagementLevel', e.target.value as EngagementLevel)}>
          {ENGAGEMENT_LEVELS.map((l) => (
            <option key={l} value={l}>
              {engagementLabel[l]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor="summary-performance">Performance Notes</Label>
        <Textarea id="summary-performance" value={values.performance} onChange={(e) => set('performance', e.target.value)} placeholder="What went well, what was difficult" />
      </div>
      <div>
        <Label htmlFor="summary-student">Student Name</Label>
        <Input id="summary-student" value={values.studentName} onChange={(e) => set('studentName', e.target.value)} placeholder="Optional" />
      </div>
    </GenerateFormCard>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import { SUMMARY_MISSING, type SummaryDto } from '@shared/schemas/ai-content';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { hasErrorCode } from '../../../lib/api-client';
import { useGenerateSummary } from '../../../features/summaries/api/summaries';
import { emptySummaryForm, SummaryForm, type SummaryFormValues } from '../../../features/summaries/components/summary-form';
import { SummaryHistory } from '../../../features/summaries/components/summary-history';
import { SummaryTemplates } from '../../../features/summaries/components/summary-templates';
import { SummaryView } from '../../../features/summaries/components/summary-view';
import { GeneratorHeader, GeneratorWorkspace, toastMissing } from './generator-page';

const TABS = ['generate', 'history', 'templates'];

export function Component() {
  // ?tab=history opens Summary History directly (the live room links there).
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() => (TABS.includes(params.get('tab') ?? '') ? params.get('tab')! : 'generate'));
  const [values, setValues] = useState<SummaryFormValues>(emptySummaryForm);
  const [result, setResult] = useState<SummaryDto | null>(null);
  const generate = useGenerateSummary();

  const submit = () => {
    if (!values.subject.trim() || !values.topicsCovered.trim()) {
      toastMissing(SUMMARY_MISSING);
      return;
    }
    generate.mutate(
      {
        subject: values.subject,
        topicsCovered: values.topicsCovered,
        engagementLevel: values.engagementLevel,
        performance: values.performance,
        studentName: values.studentName,
        bookingId: values.bookingId || null,
      },
      {
        onSuccess: (s) => {
          setResult(s);
          toast.success('Summary Generated!', { description: 'Your session summary is ready to copy and share.' });
        },
        onError: (err) =>
          hasErrorCode(err, 'SUMMARY_MISSING_FIELDS')
            ? toastMissing(SUMMARY_MISSING)
            : toast.error('Failed to generate summary. Please try again.'),
      },
    );
  };

  return (
    <div className="space-y-4">
      <GeneratorHeader title="Session Summaries" description="Write a clear summary of each session, keep it, and share it with your student." />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="generate">Generate Summary</TabsTrigger>
          <TabsTrigger value="history">Summary History</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="generate" className="mt-4">
          <GeneratorWorkspace
            form={<SummaryForm values={values} onChange={setValues} onSubmit={submit} pending={generate.isPending} />}
            title="Generated Summary"
            resultKey={result?.id}
            result={result && <SummaryView summary={result} onShared={setResult} />}
            empty={{ icon: <FileText className="h-10 w-10" />, title: 'No summary yet', description: 'Fill in the session details and select Generate Summary.' }}
          />
        </TabsContent>
        <TabsContent value="history" className="mt-4">
          <SummaryHistory />
        </TabsContent>
        <TabsContent value="templates" className="mt-4">
          <SummaryTemplates
            onUse={(t) => {
              setValues({ ...values, ...t, bookingId: values.bookingId });
              setTab('generate');
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

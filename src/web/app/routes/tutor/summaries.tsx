import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import { SUMMARY_MISSING, type SummaryDto } from '@shared/schemas/ai-content';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { SessionFilesButton } from '../../../features/materials/components/session-files-dialog';
import { useGenerateSummary } from '../../../features/summaries/api/summaries';
import { emptySummaryForm, SummaryForm, type SummaryFormValues } from '../../../features/summaries/components/summary-form';
import { SummaryHistory } from '../../../features/summaries/components/summary-history';
import { SummaryTemplates } from '../../../features/summaries/components/summary-templates';
import { SummaryView } from '../../../features/summaries/components/summary-view';

const [missingTitle, missingText] = SUMMARY_MISSING.split(': ');

const TABS = ['generate', 'history', 'templates'];

export function Component() {
  // ?tab=history opens Summary History directly (the live room links there).
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() => (TABS.includes(params.get('tab') ?? '') ? params.get('tab')! : 'generate'));
  const [values, setValues] = useState<SummaryFormValues>(emptySummaryForm);
  const resultRef = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<SummaryDto | null>(null);
  const generate = useGenerateSummary();

  const submit = () => {
    if (!values.subject.trim() || !values.topicsCovered.trim()) {
      toast.error(missingTitle, { description: missingText });
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
          // On narrow screens the result sits below the form.
          requestAnimationFrame(() => window.matchMedia('(max-width: 1023px)').matches && resultRef.current?.scrollIntoView({ block: 'start' }));
          toast.success('Summary Generated!', { description: 'Your session summary is ready to copy and share.' });
        },
        onError: (err) =>
          err instanceof ApiError && err.message === SUMMARY_MISSING
            ? toast.error(missingTitle, { description: missingText })
            : toast.error('Failed to generate summary. Please try again.'),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
        <h2 className="text-2xl font-bold">Session Summaries</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Write a clear summary of each session, keep it, and share it with your student.</p>
        </div>
        <SessionFilesButton />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="generate">Generate Summary</TabsTrigger>
          <TabsTrigger value="history">Summary History</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="generate" className="mt-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <SummaryForm values={values} onChange={setValues} onSubmit={submit} pending={generate.isPending} />
            <div ref={resultRef} className="scroll-mt-16">
              <Card>
                <CardHeader>
                  <CardTitle>Generated Summary</CardTitle>
                </CardHeader>
                <CardContent>
                  {result ? (
                    <SummaryView summary={result} onShared={setResult} />
                  ) : (
                    <EmptyState icon={<FileText className="h-10 w-10" />} title="No summary yet" description="Fill in the session details and select Generate Summary." />
                  )}
                </CardContent>
              </Card>
            </div>
          </div>
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

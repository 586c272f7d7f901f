import { Calculator, BookOpen, FlaskConical } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { SummaryFormValues } from './summary-form';

type Template = { name: string; description: string; icon: typeof Calculator; values: Omit<SummaryFormValues, 'bookingId' | 'studentName'> };

export const SUMMARY_TEMPLATES: Template[] = [
  {
    name: 'Mathematics Session',
    description: 'Problem-solving practice with worked examples.',
    icon: Calculator,
    values: {
      subject: 'Mathematics',
      topicsCovered: 'Linear equations, Graphing linear functions, Word problems',
      engagementLevel: 'medium',
      performance: 'Solved routine equations accurately. Struggled to set up equations from word problems.',
    },
  },
  {
    name: 'Language Arts',
    description: 'Reading, vocabulary and writing skills.',
    icon: BookOpen,
    values: {
      subject: 'Language Arts',
      topicsCovered: 'Reading comprehension, Vocabulary in context, Paragraph structure',
      engagementLevel: 'high',
      performance: 'Found the main idea quickly and used new vocabulary well. Paragraphs need clearer topic sentences.',
    },
  },
  {
    name: 'Science Lab',
    description: 'Hands-on experiment and scientific method.',
    icon: FlaskConical,
    values: {
      subject: 'Science',
      topicsCovered: 'Forming a hypothesis, Controlling variables, Recording observations',
      engagementLevel: 'high',
      performance: 'Designed a fair test with help. Mistakes in recording units in the results table.',
    },
  },
];

export function SummaryTemplates({ onUse }: { onUse: (values: Template['values']) => void }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {SUMMARY_TEMPLATES.map((t) => (
        <Card key={t.name} className="flex flex-col">
          <CardHeader>
            <t.icon className="mb-2 h-6 w-6 text-brand-600" aria-hidden />
            <CardTitle>{t.name}</CardTitle>
            <CardDescription>{t.description}</CardDescription>
          </CardHeader>
          <CardContent className="mt-auto">
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t.values.topicsCovered}</p>
            <Button variant="outline" className="w-full" onClick={() => onUse(t.values)} aria-label={`Use template ${t.name}`}>
              Use Template
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

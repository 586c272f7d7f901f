import { Calculator, BookOpen, FlaskConical } from 'lucide-react';
import { TemplateCards, type TemplateCard } from '../../../components/shared/template-cards';
import type { SummaryFormValues } from './summary-form';

type Template = TemplateCard<Omit<SummaryFormValues, 'bookingId' | 'studentName'>>;

const SUMMARY_TEMPLATES: Template[] = [
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
  return <TemplateCards templates={SUMMARY_TEMPLATES} detail={(v) => v.topicsCovered} onUse={onUse} />;
}

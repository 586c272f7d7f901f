import { BookOpenText, Hammer, Puzzle } from 'lucide-react';
import { TemplateCards, type TemplateCard } from '../../../components/shared/template-cards';
import type { PlanFormValues } from './plan-form';

type Template = TemplateCard<Omit<PlanFormValues, 'studentId'>>;

const PLAN_TEMPLATES: Template[] = [
  {
    name: 'Problem-Solving Focus',
    description: 'Structured practice with a step-by-step problem-solving routine.',
    icon: Puzzle,
    values: {
      topic: 'Multi-step word problems',
      gradeLevel: 'Middle School (6-8)',
      duration: 60,
      additionalNotes: 'Model a four-step routine: understand, plan, solve, check. Include one problem with extra information to ignore.',
    },
  },
  {
    name: 'Reading & Discussion',
    description: 'Close reading followed by guided discussion.',
    icon: BookOpenText,
    values: {
      topic: 'Close reading of a short story',
      gradeLevel: 'High School (9-12)',
      duration: 45,
      additionalNotes: 'Discussion questions on character motivation; the student cites evidence from the text for each answer.',
    },
  },
  {
    name: 'Hands-On Learning',
    description: 'Learning by building, testing and explaining.',
    icon: Hammer,
    values: {
      topic: 'Building simple electric circuits',
      gradeLevel: 'Elementary (K-5)',
      duration: 90,
      additionalNotes: 'Use a battery, bulb and wires; predict before each test and draw the working circuit.',
    },
  },
];

export function PlanTemplates({ onUse }: { onUse: (values: Template['values']) => void }) {
  return <TemplateCards templates={PLAN_TEMPLATES} detail={(v) => `${v.duration} min`} onUse={onUse} />;
}

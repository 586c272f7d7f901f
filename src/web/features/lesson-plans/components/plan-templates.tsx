import { BookOpenText, Hammer, Puzzle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { PlanFormValues } from './plan-form';

type Template = { name: string; description: string; icon: typeof Puzzle; values: Omit<PlanFormValues, 'studentId'> };

export const PLAN_TEMPLATES: Template[] = [
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
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {PLAN_TEMPLATES.map((t) => (
        <Card key={t.name} className="flex flex-col">
          <CardHeader>
            <t.icon className="mb-2 h-6 w-6 text-brand-600" aria-hidden />
            <CardTitle>{t.name}</CardTitle>
            <CardDescription>{t.description}</CardDescription>
          </CardHeader>
          <CardContent className="mt-auto">
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t.values.duration} min</p>
            <Button variant="outline" className="w-full" onClick={() => onUse(t.values)} aria-label={`Use template ${t.name}`}>
              Use Template
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

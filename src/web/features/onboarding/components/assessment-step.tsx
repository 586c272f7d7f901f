import { isAnswered, type AnsweredQuestion } from '@shared/rules/onboarding';
import { cn } from '../../../lib/cn';

type Props = { questions: AnsweredQuestion[]; onAnswer: (index: number, answer: number) => void };

export function AssessmentStep({ questions, onAnswer }: Props) {
  const answered = questions.filter(isAnswered).length;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Answer each question so we can understand your teaching approach. {answered} of {questions.length} answered.
      </p>
      {questions.map((q, qi) => (
        <fieldset key={qi} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <legend className="px-1 text-sm font-medium">
            {qi + 1}. {q.question}
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {q.options.map((option, oi) => (
              <label
                key={oi}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
                  q.selectedAnswer === oi ? 'border-brand-500 bg-brand-50 dark:bg-brand-700/20' : 'border-slate-200 dark:border-slate-700',
                )}
              >
                <input type="radio" name={`q-${qi}`} checked={q.selectedAnswer === oi} onChange={() => onAnswer(qi, oi)} className="accent-brand-600" />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

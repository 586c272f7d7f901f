import { CheckCircle2, RotateCcw } from 'lucide-react';
import { isQuestionAnswered, OPEN_ANSWER_MIN_CHARS } from '@shared/rules/onboarding';
import type { AssessmentAnswer } from '@shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { WizardAssessment } from './wizard-form';

type Props = {
  assessment: WizardAssessment;
  answers: Record<string, AssessmentAnswer>;
  onAnswer: (answer: AssessmentAnswer) => void;
  onRetake: () => void;
  retaking: boolean;
};

/** Subject questions with four options, or open questions answered in words; read-only once submitted. */
export function AssessmentStep({ assessment, answers, onAnswer, onRetake, retaking }: Props) {
  const done = assessment.submitted;
  const given = (id: string) => (done ? done.answers.find((a) => a.questionId === id) : answers[id]);
  const answered = assessment.questions.filter((q) => isQuestionAnswered(q, given(q.id))).length;
  const open = assessment.questions.some((q) => q.kind === 'open');

  return (
    <div className="space-y-5">
      {done ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-sm dark:border-green-900 dark:bg-green-950/40">
          <p className="flex items-center gap-2">
            <CheckCircle2 className="h-5 w-5 text-green-700 dark:text-green-400" aria-hidden />
            {done.total > 0
              ? `You answered ${done.score} of ${done.total} questions correctly (attempt ${assessment.attempt}).`
              : `Your answers were submitted (attempt ${assessment.attempt}).`}
          </p>
          {assessment.retakesLeft > 0 && (
            <Button variant="outline" size="sm" onClick={onRetake} disabled={retaking}>
              <RotateCcw className="h-4 w-4" aria-hidden /> {retaking ? 'Preparing new questions...' : 'Retake the assessment (once)'}
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {open
            ? `Answer each question in a few sentences (at least ${OPEN_ANSWER_MIN_CHARS} characters): our team reads them when verifying your profile.`
            : 'Choose the one correct answer to each question. Your score is shared with our team when they verify your profile.'}{' '}
          {answered} of {assessment.questions.length} answered.
        </p>
      )}
      {assessment.questions.map((q, qi) => {
        const a = given(q.id);
        if (q.kind === 'open') {
          const text = a?.answerText ?? '';
          const id = `q-${q.id}`;
          return (
            <div key={q.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <Label htmlFor={id} className="text-sm font-medium">
                {qi + 1}. {q.question}
              </Label>
              <Textarea
                id={id}
                className={cn('mt-2 min-h-[110px]', done && 'bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300')}
                value={text}
                readOnly={Boolean(done)}
                maxLength={2000}
                aria-describedby={done ? undefined : `${id}-count`}
                onChange={(e) => onAnswer({ questionId: q.id, answerText: e.target.value })}
              />
              {!done && (
                <p id={`${id}-count`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {text.trim().length < OPEN_ANSWER_MIN_CHARS ? `${OPEN_ANSWER_MIN_CHARS - text.trim().length} more characters needed` : 'Long enough'}
                </p>
              )}
            </div>
          );
        }
        return (
          <fieldset key={q.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800" disabled={Boolean(done)}>
            <legend className="px-1 text-sm font-medium">
              {qi + 1}. {q.question}
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {q.options.map((option, oi) => (
                <label
                  key={oi}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
                    a?.selectedAnswer === oi ? 'border-brand-500 bg-brand-50 dark:bg-brand-700/20' : 'border-slate-200 dark:border-slate-700',
                  )}
                >
                  <input
                    type="radio"
                    name={`q-${q.id}`}
                    checked={a?.selectedAnswer === oi}
                    onChange={() => onAnswer({ questionId: q.id, selectedAnswer: oi })}
                    className="accent-brand-600"
                  />
                  <span className="whitespace-pre-wrap">{option}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

import type { AdminAssessment } from '@shared/schemas/profiles';
import { Badge } from '../../../components/ui/badge';

/** The tutor's assessment as a verification signal: the score, then each answer beside the right one. */
export function AssessmentReview({ assessment }: { assessment: AdminAssessment | null }) {
  if (!assessment) return <p className="text-sm text-slate-600 dark:text-slate-400">No assessment submitted.</p>;
  const { score, total, attempt, subject } = assessment;
  const share = total > 0 ? score / total : null;
  const tone = share === null ? 'neutral' : share >= 0.8 ? 'green' : share >= 0.5 ? 'yellow' : 'red';
  return (
    <details className="text-sm">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 font-medium">
        Assessment ({subject}, attempt {attempt})
        <Badge tone={tone} data-testid="assessment-score">{total > 0 ? `${score}/${total} correct` : 'Open answers'}</Badge>
      </summary>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        {assessment.items.map((q, i) => (
          <li key={i}>
            <p>{q.question}</p>
            {q.kind === 'open' ? (
              <p className="whitespace-pre-wrap text-slate-700 dark:text-slate-300">“{q.answerText ?? 'No answer'}”</p>
            ) : (
              <p>
                <span className={q.selectedAnswer === q.correctAnswer ? 'font-medium text-green-700 dark:text-green-400' : 'font-medium text-red-700 dark:text-red-300'}>
                  {q.selectedAnswer === q.correctAnswer ? '✓ ' : '✗ '}
                  {q.selectedAnswer === null ? 'No answer' : q.options[q.selectedAnswer]}
                </span>
                {q.selectedAnswer !== q.correctAnswer && q.correctAnswer !== null && (
                  <span className="text-slate-600 dark:text-slate-400"> (correct: {q.options[q.correctAnswer]})</span>
                )}
              </p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

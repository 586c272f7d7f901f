import { Brain } from 'lucide-react';
import { formatMoney } from '../../../lib/format';
import { criteriaBadges } from '@shared/rules/expert-list';
import type { ExtractedCriteria } from '@shared/schemas/search';
import { Badge } from '../../../components/ui/badge';

/** What the AI understood from the request, as badges. */
export function AiUnderstandingPanel({ criteria }: { criteria: ExtractedCriteria }) {
  // A stated budget is compared with each tutor's lesson price ("from" price).
  const badges = criteriaBadges(criteria, (minor) => `${formatMoney(minor)}/lesson`);
  return (
    <section aria-labelledby="ai-understanding-title" className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-4 dark:border-brand-700/40 dark:bg-brand-700/10">
      <h3 id="ai-understanding-title" className="flex items-center gap-2 text-sm font-semibold">
        <Brain className="h-4 w-4 text-brand-600" aria-hidden /> AI Understanding
      </h3>
      {badges.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {badges.map((b) => (
            <li key={`${b.label}:${b.value}`}>
              <Badge tone="brand">
                <span className="font-semibold">{b.label}:</span> {b.value}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No specific requirements recognised; matching on your words.</p>
      )}
      {criteria.keywords.length > 0 && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Also looking for: {criteria.keywords.join(', ')}</p>
      )}
    </section>
  );
}

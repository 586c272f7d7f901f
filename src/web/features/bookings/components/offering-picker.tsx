import { useState } from 'react';
import type { PublicOffering } from '@shared/schemas/experts';
import { formatMoney } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** "Free trial" for a free trial lesson, else the price. */
export const offerPrice = (o: Pick<PublicOffering, 'price' | 'isTrial'>) => (o.isTrial && o.price === 0 ? 'Free trial' : formatMoney(o.price));

const LONG = 100;

export function OfferingPicker({ offerings, value, onChange }: { offerings: PublicOffering[]; value: string; onChange: (id: string) => void }) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Select an offering</legend>
      {offerings.map((o) => {
        const long = (o.description?.length ?? 0) > LONG;
        const open = expanded[o.id];
        return (
          <label
            key={o.id}
            className={cn(
              'block cursor-pointer rounded-lg border p-3 transition-colors',
              value === o.id ? 'border-brand-600 bg-brand-50 dark:bg-brand-700/20' : 'border-slate-200 hover:border-slate-300 dark:border-slate-700',
            )}
          >
            <div className="flex items-start gap-3">
              <input type="radio" name="offering" className="mt-1 accent-brand-600" checked={value === o.id} onChange={() => onChange(o.id)} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">
                    {o.title}
                    {o.isTrial && (
                      <Badge tone="brand" className="ml-2 align-middle">
                        Trial lesson
                      </Badge>
                    )}
                  </span>
                  <span className="text-sm font-semibold">{offerPrice(o)}</span>
                </div>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {o.durationMinutes} min{o.maxStudents > 1 ? ` · group of up to ${o.maxStudents}` : ' · one to one'}
                </p>
                {o.description && (
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {long && !open ? `${o.description.slice(0, LONG)}...` : o.description}{' '}
                    {long && (
                      <button
                        type="button"
                        className="font-medium text-brand-700 underline dark:text-brand-100"
                        onClick={(e) => {
                          e.preventDefault();
                          setExpanded((x) => ({ ...x, [o.id]: !open }));
                        }}
                      >
                        {open ? 'Show Less' : 'View Details'}
                      </button>
                    )}
                  </p>
                )}
              </div>
            </div>
          </label>
        );
      })}
    </fieldset>
  );
}

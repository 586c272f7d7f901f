import type { SlotDto } from '@shared/schemas/bookings';
import { cn } from '../../../lib/cn';
import { fmtIn } from '../time';

export function SlotGrid({ slots, value, onChange, tz }: { slots: SlotDto[]; value: string; onChange: (iso: string) => void; tz: string }) {
  return (
    <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label="Available time slots">
      {slots.map((s) => {
        const selected = value === s.startTime;
        return (
          <button
            key={s.startTime}
            type="button"
            role="radio"
            aria-checked={selected}
            disabled={!s.isAvailable}
            onClick={() => onChange(s.startTime)}
            className={cn(
              'rounded-md border px-2 py-2 text-sm transition-colors',
              selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
              !s.isAvailable && 'cursor-not-allowed line-through opacity-50',
            )}
          >
            {fmtIn(s.startTime, 'h:mm a', tz)}
          </button>
        );
      })}
    </div>
  );
}

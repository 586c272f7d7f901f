import type { SlotDto } from '@shared/schemas/bookings';
import { cn } from '../../../lib/cn';
import { formatTime, zoneAbbreviation } from '../../../lib/format';

/** A day's times, each labelled with its zone ("9:00 AM GMT"). */
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
              'rounded-md border px-1 py-2 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 dark:focus-visible:ring-offset-slate-900',
              selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
              !s.isAvailable && 'cursor-not-allowed line-through opacity-50',
            )}
          >
            {formatTime(s.startTime, tz)} <span className={cn('text-xs', selected ? 'text-white/90' : 'text-slate-500 dark:text-slate-400')}>{zoneAbbreviation(tz, new Date(s.startTime))}</span>
          </button>
        );
      })}
    </div>
  );
}

// "Times in London (GMT)" with a select to change the zone in place: every time on the page follows it.
import { useId } from 'react';
import { Globe } from 'lucide-react';
import { zoneAbbreviation } from '../../lib/format';
import { chooseViewerZone, useViewerZone, zoneChoices } from '../../lib/viewer-zone';
import { cn } from '../../lib/cn';

export function ZonePicker({ className }: { className?: string }) {
  const id = useId();
  const { zone, browser } = useViewerZone();
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400', className)}>
      <Globe className="h-4 w-4 shrink-0" aria-hidden />
      <label htmlFor={id}>Times in</label>
      <select
        id={id}
        value={zone}
        onChange={(e) => chooseViewerZone(e.target.value)}
        className="max-w-[16rem] rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {zoneChoices(zone, browser).map((t) => (
          <option key={t.value} value={t.value}>
            {t.label} ({zoneAbbreviation(t.value)})
          </option>
        ))}
      </select>
    </div>
  );
}

import { Popover } from 'radix-ui';
import { CalendarRange } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';

export type DateRange = { from: string; to: string };

export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange: (v: DateRange) => void }) {
  const active = Boolean(value.from || value.to);
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline" aria-label="Date Range">
          <CalendarRange className="h-4 w-4" aria-hidden />
          {active ? `${value.from || '…'} – ${value.to || '…'}` : 'Date Range'}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} className="z-50 w-72 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-800 dark:bg-slate-900">
          <div className="space-y-1">
            <Label htmlFor="range-from">From</Label>
            <Input id="range-from" type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="range-to">To</Label>
            <Input id="range-to" type="date" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
          </div>
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => onChange({ from: '', to: '' })} disabled={!active}>
              Clear
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

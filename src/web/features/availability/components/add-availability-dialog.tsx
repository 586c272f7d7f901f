// Add Availability: details, then a preview of the slots the server would create, then create.
import { addDays, addWeeks, format } from 'date-fns';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { clockAfter, DEFAULT_AVAILABILITY_SETTINGS, isWithinWorkingHours, TIMEZONE_OPTIONS, type AvailabilitySettings } from '@shared/rules/availability-settings';
import { PREVIEW_LIMIT, validateSlotRequest } from '@shared/rules/availability-validation';
import type { RecurrencePattern } from '@shared/rules/recurrence';
import type { SlotPreview, SlotRequest } from '@shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label, NativeSelect, Options, Textarea } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { useCreateSlots, usePreviewSlots } from '../api/slots';
import { errorTitle } from '../hooks/zoned';
import { formatDate, formatTime } from '../../../lib/format';
import { ApiError } from '../../../lib/api-client';

const WEEKDAY_BUTTONS = [
  { value: 1, label: 'Mon', name: 'Monday' },
  { value: 2, label: 'Tue', name: 'Tuesday' },
  { value: 3, label: 'Wed', name: 'Wednesday' },
  { value: 4, label: 'Thu', name: 'Thursday' },
  { value: 5, label: 'Fri', name: 'Friday' },
  { value: 6, label: 'Sat', name: 'Saturday' },
  { value: 0, label: 'Sun', name: 'Sunday' },
];

type Props = { open: boolean; onOpenChange: (open: boolean) => void; timezone: string; initialDate?: string; settings?: AvailabilitySettings; /** Whether working hours still cut slots (no weekly hours saved yet). */ workingHoursApply?: boolean };

export function AddAvailabilityDialog({ open, onOpenChange, timezone, initialDate, settings, workingHoursApply = true }: Props) {
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState(false);
  const change = (o: boolean) => {
    if (!o) setGeneration((g) => g + 1); // closing resets every field
    onOpenChange(o);
  };
  return (
    <Dialog open={open} onOpenChange={change} title="Add Availability" description="Open time that students can book." dismissible={!busy} className="max-w-xl">
      {open && <AddForm key={generation} timezone={timezone} initialDate={initialDate} settings={settings} workingHoursApply={workingHoursApply} onBusy={setBusy} onDone={() => change(false)} />}
    </Dialog>
  );
}

function AddForm({ timezone, initialDate, settings, workingHoursApply, onBusy, onDone }: { timezone: string; initialDate?: string; settings?: AvailabilitySettings; workingHoursApply: boolean; onBusy: (b: boolean) => void; onDone: () => void }) {
  const today = new Date();
  const [date, setDate] = useState(initialDate ?? format(addDays(today, 1), 'yyyy-MM-dd'));
  // The default slot starts at 09:00 and lasts the tutor's default session duration (60 minutes unless set):
  // the end follows the start until the tutor sets it.
  const duration = settings?.defaultSessionDuration ?? DEFAULT_AVAILABILITY_SETTINGS.defaultSessionDuration;
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState(() => clockAfter('09:00', duration));
  const endSet = useRef(false);
  useEffect(() => {
    if (!endSet.current) setEndTime(clockAfter(startTime, duration));
  }, [startTime, duration]);
  const [zone, setZone] = useState(timezone);
  const [isRecurring, setRecurring] = useState(false);
  const [pattern, setPattern] = useState<RecurrencePattern>('weekly');
  const [endDate, setEndDate] = useState(format(addWeeks(today, 4), 'yyyy-MM-dd'));
  const [days, setDays] = useState<number[]>([1, 3, 5]);
  const [notes, setNotes] = useState('');
  const [preview, setPreview] = useState<SlotPreview | null>(null);
  const previewM = usePreviewSlots();
  const create = useCreateSlots();

  const request = (): SlotRequest => ({
    date,
    startTime,
    endTime,
    timezone: zone,
    isRecurring,
    recurrencePattern: isRecurring ? pattern : null,
    recurrenceDays: isRecurring && pattern === 'weekly' ? days : null,
    recurrenceEndDate: isRecurring ? endDate : null,
    notes: notes.trim() || null,
  });

  const onPreview = (e: FormEvent) => {
    e.preventDefault();
    const req = request();
    const checked = validateSlotRequest({ ...req, isRecurring: !!req.isRecurring }, new Date());
    if (!checked.ok) {
      toast.error(checked.title, { description: checked.description });
      return;
    }
    previewM.mutate(req, {
      onSuccess: setPreview,
      onError: (err) => toast.error(errorTitle(err, 'Error creating slots'), { description: err instanceof ApiError ? err.message : 'Failed to create availability slots' }),
    });
  };

  const onCreate = () => {
    onBusy(true);
    create.mutate(request(), {
      onSuccess: (r) => {
        toast.success('Availability slots created', { description: `Successfully created ${r.created} availability slot(s)` });
        onBusy(false);
        onDone();
      },
      onError: (err) => {
        onBusy(false);
        if (err instanceof ApiError && err.fields?.toastTitle) toast.error(err.fields.toastTitle, { description: err.message });
        else toast.error('Error creating slots', { description: 'Failed to create availability slots' });
      },
    });
  };

  if (preview) {
    const shown = preview.slots.slice(0, PREVIEW_LIMIT);
    const outside = settings && workingHoursApply ? preview.slots.filter((p) => !isWithinWorkingHours(new Date(p.startTime), new Date(p.endTime), settings)).length : 0;
    return (
      <div className="space-y-4">
        <p className="text-sm font-medium">
          {preview.total} slot{preview.total === 1 ? '' : 's'} will be created ({zone})
        </p>
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800" aria-label="Slot preview">
          {shown.map((s) => (
            <li key={s.startTime} className="flex justify-between gap-2 px-3 py-2">
              <span>{formatDate(s.startTime, zone, { weekday: true })}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {formatTime(s.startTime, zone)} – {formatTime(s.endTime, zone)}
              </span>
            </li>
          ))}
        </ul>
        {preview.total > PREVIEW_LIMIT && <p className="text-sm text-slate-600 dark:text-slate-400">... and {preview.total - PREVIEW_LIMIT} more slots</p>}
        {outside > 0 && (
          <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
            {outside} of these slot{outside === 1 ? '' : 's'} fall outside your working hours, so students cannot book {outside === 1 ? 'it' : 'them'} until you add those hours to your weekly hours.
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setPreview(null)} disabled={create.isPending}>
            Back to Edit
          </Button>
          <Button onClick={onCreate} disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Slots'}
          </Button>
        </div>
      </div>
    );
  }

  const zones = TIMEZONE_OPTIONS.some((z) => z.value === zone) ? TIMEZONE_OPTIONS : [{ value: zone, label: zone }, ...TIMEZONE_OPTIONS];
  return (
    <form onSubmit={onPreview} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <Label htmlFor="slot-date">Start date</Label>
          <Input id="slot-date" type="date" value={date} min={format(today, 'yyyy-MM-dd')} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="slot-start">Start time</Label>
          <Input id="slot-start" type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="slot-end">End time</Label>
          <Input id="slot-end" type="time" value={endTime} onChange={(e) => {
              endSet.current = true;
              setEndTime(e.target.value);
            }}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="slot-zone">Timezone</Label>
        <NativeSelect id="slot-zone" value={zone} onChange={(e) => setZone(e.target.value)}>
          <Options items={zones} />
        </NativeSelect>
      </div>
      <div className="flex items-center gap-3">
        <Switch checked={isRecurring} onCheckedChange={setRecurring} label="Recurring" />
        <span className="text-sm font-medium">Recurring</span>
      </div>
      {isRecurring && (
        <div className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-800">
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <Label htmlFor="slot-pattern">Repeats</Label>
              <NativeSelect id="slot-pattern" value={pattern} onChange={(e) => setPattern(e.target.value as RecurrencePattern)}>
                <option value="daily">Daily</option>
                <option value="weekly">Weekly</option>
                <option value="monthly">Monthly</option>
              </NativeSelect>
            </div>
            <div>
              <Label htmlFor="slot-until">End date</Label>
              <Input id="slot-until" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
            </div>
          </div>
          {pattern === 'weekly' && (
            <fieldset>
              <legend className="mb-1 text-sm font-medium">Days</legend>
              <div className="flex flex-wrap gap-1">
                {WEEKDAY_BUTTONS.map((d) => {
                  const on = days.includes(d.value);
                  return (
                    <button
                      key={d.value}
                      type="button"
                      aria-pressed={on}
                      aria-label={d.name}
                      onClick={() => setDays((cur) => (on ? cur.filter((x) => x !== d.value) : [...cur, d.value]))}
                      className={cn('h-9 w-12 rounded-md border text-sm font-medium', on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100')}
                    >
                      {d.label}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          )}
        </div>
      )}
      <div>
        <Label htmlFor="slot-notes">Notes (optional)</Label>
        <Textarea id="slot-notes" value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} placeholder="e.g. Exam preparation only" />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={previewM.isPending}>
          {previewM.isPending ? 'Checking...' : 'Preview & Create'}
        </Button>
      </div>
    </form>
  );
}

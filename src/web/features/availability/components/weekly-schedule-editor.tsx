// The weekly schedule editor (decision 028): per weekday one or more time ranges in the tutor's zone, date
// overrides for days off, holidays and other hours, and beside it the exact times students will be able to book.
import { CalendarOff, Copy, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { localParts } from '@shared/rules/slots';
import { DAY_NAMES, emptyWeek, SCHEDULE_DAYS, validateSchedule, type DateOverride, type TimeRange, type WeeklyHours } from '@shared/rules/weekly-schedule';
import type { ScheduleInput, WeeklySchedule } from '@shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label, NativeSelect, Options } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { formatDayHeading, formatTime } from '../../../lib/format';
import { zoneChoices } from '../../../lib/viewer-zone';
import { useSaveSchedule, useSchedulePreview, useWeeklySchedule } from '../api/schedule';

const WORKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** The time input cannot say 24:00: an end of 00:00 means midnight at the end of the day. */
const toEnd = (v: string) => (v === '00:00' ? '24:00' : v);
const fromEnd = (v: string) => (v === '24:00' ? '00:00' : v);

function preset(range: TimeRange, days: readonly string[]): WeeklyHours {
  const w = emptyWeek();
  for (const d of days) w[d as keyof WeeklyHours] = [{ ...range }];
  return w;
}

const dayHeading = (date: string) => formatDayHeading(`${date}T12:00:00Z`, 'UTC');

export function WeeklyScheduleEditor({ onSaved }: { onSaved?: () => void }) {
  const schedule = useWeeklySchedule();
  if (schedule.isPending) return <Skeleton className="h-96" />;
  if (schedule.isError) return <p role="alert" className="text-sm text-red-700 dark:text-red-300">Your weekly hours could not be loaded. Please refresh the page.</p>;
  return <Editor key={JSON.stringify(schedule.data)} saved={schedule.data} onSaved={onSaved} />;
}

function Editor({ saved, onSaved }: { saved: WeeklySchedule; onSaved?: () => void }) {
  const id = useId();
  const [timezone, setTimezone] = useState(saved.timezone);
  const [weekly, setWeekly] = useState<WeeklyHours>(saved.weekly);
  const [overrides, setOverrides] = useState<DateOverride[]>(saved.overrides);
  const save = useSaveSchedule();

  const draft: ScheduleInput = useMemo(() => ({ timezone, weekly, overrides }), [timezone, weekly, overrides]);
  const today = localParts(Date.now(), timezone).dateKey;
  const check = validateSchedule(draft, today);
  const dirty = saved.source !== 'saved' || JSON.stringify({ timezone: saved.timezone, weekly: saved.weekly, overrides: saved.overrides }) !== JSON.stringify(check.ok ? check.value : draft);

  // The preview follows the draft a moment after the last change.
  const [previewed, setPreviewed] = useState<ScheduleInput | null>(check.ok ? check.value : null);
  useEffect(() => {
    if (!check.ok) return;
    const t = setTimeout(() => setPreviewed(check.value), 350);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft's content, not the object, decides
  }, [JSON.stringify(draft)]);

  const setDay = (day: keyof WeeklyHours, ranges: TimeRange[]) => setWeekly((w) => ({ ...w, [day]: ranges }));
  const copyToWorkdays = (day: keyof WeeklyHours) => setWeekly((w) => ({ ...w, ...Object.fromEntries(WORKDAYS.map((d) => [d, w[day].map((r) => ({ ...r }))])) }));

  const submit = () => {
    if (!check.ok) {
      toast.error(check.title, { description: check.description });
      return;
    }
    save.mutate(check.value, {
      onSuccess: () => {
        toast.success('Weekly hours saved', { description: 'Students see your new times straight away.' });
        onSaved?.();
      },
      onError: (err) => toast.error('Could not save your weekly hours', { description: errorMessage(err, 'Please try again.') }),
    });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="min-w-0 space-y-5 p-4 sm:p-5">
        <div className="space-y-1">
          <h3 className="text-lg font-semibold">Weekly hours</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">When students can book you, every week. Buffers, notice and your daily limit are under Rules.</p>
        </div>
        {saved.source === 'derived' && (
          <p role="note" className="rounded-md border border-brand-300 bg-brand-50 p-3 text-sm text-slate-900 dark:border-brand-700 dark:bg-slate-900 dark:text-slate-100">
            We started from your recurring slots and working hours. Saving makes these your weekly hours
            {saved.foldedSlots > 0 ? ` and replaces ${saved.foldedSlots} future recurring slot${saved.foldedSlots === 1 ? '' : 's'} in your calendar` : ''}; every time students can book today stays open.
          </p>
        )}
        <div className="max-w-sm">
          <Label htmlFor={`${id}-tz`}>Time zone</Label>
          <NativeSelect id={`${id}-tz`} value={timezone} onChange={(e) => setTimezone(e.target.value)}>
            <Options items={zoneChoices(timezone)} />
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick start">
          <Button size="sm" variant="outline" onClick={() => setWeekly(preset({ start: '17:00', end: '20:00' }, WORKDAYS))}>
            Weekday evenings 17:00–20:00
          </Button>
          <Button size="sm" variant="outline" onClick={() => setWeekly(preset({ start: '09:00', end: '17:00' }, WORKDAYS))}>
            Weekdays 09:00–17:00
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setWeekly(emptyWeek())}>
            Clear all
          </Button>
        </div>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Hours per weekday">
          {SCHEDULE_DAYS.map((day) => (
            <DayRow key={day} day={day} ranges={weekly[day]} onChange={(r) => setDay(day, r)} onCopy={day === 'monday' ? () => copyToWorkdays(day) : undefined} />
          ))}
        </ul>
        <Overrides overrides={overrides} today={today} onChange={setOverrides} />
        {!check.ok && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {check.description}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button onClick={submit} disabled={save.isPending || !dirty || !check.ok}>
            {save.isPending ? 'Saving…' : 'Save weekly hours'}
          </Button>
          {!dirty && <span className="text-sm text-slate-600 dark:text-slate-400">All changes saved.</span>}
        </div>
      </Card>
      <PreviewCard draft={previewed} timezone={timezone} />
    </div>
  );
}

function DayRow({ day, ranges, onChange, onCopy }: { day: keyof WeeklyHours; ranges: TimeRange[]; onChange: (r: TimeRange[]) => void; onCopy?: () => void }) {
  const label = DAY_NAMES[day];
  const on = ranges.length > 0;
  const last = ranges[ranges.length - 1];
  const nextRange = (): TimeRange => {
    if (!last) return { start: '09:00', end: '17:00' };
    const end = Math.min(Number(last.end.slice(0, 2)) + 1, 23);
    return { start: `${String(end).padStart(2, '0')}:00`, end: `${String(Math.min(end + 1, 24)).padStart(2, '0')}:00` };
  };
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Switch checked={on} onCheckedChange={(v) => onChange(v ? [{ start: '09:00', end: '17:00' }] : [])} label={`${label} available`} />
        <span className="w-24 text-sm font-medium">{label}</span>
        {!on && <span className="text-sm text-slate-600 dark:text-slate-400">Unavailable</span>}
        <div className="ml-auto flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => onChange([...ranges, nextRange()])} aria-label={`Add hours on ${label}`}>
            <Plus className="h-4 w-4" aria-hidden /> <span className="hidden sm:inline">Add hours</span>
          </Button>
          {onCopy && on && (
            <Button size="sm" variant="ghost" onClick={onCopy}>
              <Copy className="h-4 w-4" aria-hidden /> Copy to weekdays
            </Button>
          )}
        </div>
      </div>
      {ranges.map((r, i) => (
        <div key={i} className="flex items-center gap-2 sm:pl-14">
          <Input
            type="time"
            aria-label={`${label} from`}
            className="min-w-0 flex-1 sm:w-[8.75rem] sm:flex-none"
            value={r.start}
            onChange={(e) => onChange(ranges.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)))}
          />
          <span className="text-sm text-slate-600 dark:text-slate-400">to</span>
          <Input
            type="time"
            aria-label={`${label} to`}
            className="min-w-0 flex-1 sm:w-[8.75rem] sm:flex-none"
            value={fromEnd(r.end)}
            onChange={(e) => onChange(ranges.map((x, j) => (j === i ? { ...x, end: toEnd(e.target.value) } : x)))}
          />
          <Button size="icon" variant="ghost" className="shrink-0" aria-label={`Remove ${label} ${r.start}–${r.end}`} onClick={() => onChange(ranges.filter((_, j) => j !== i))}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ))}
    </li>
  );
}

function Overrides({ overrides, today, onChange }: { overrides: DateOverride[]; today: string; onChange: (o: DateOverride[]) => void }) {
  const id = useId();
  const [date, setDate] = useState('');
  const [dayOff, setDayOff] = useState(true);
  const [range, setRange] = useState<TimeRange>({ start: '10:00', end: '13:00' });
  const [label, setLabel] = useState('');
  const add = () => {
    if (!date) return toast.error('Choose a date', { description: 'Pick the date the other hours are for.' });
    const rest = overrides.filter((o) => o.date !== date);
    onChange([...rest, { date, ranges: dayOff ? [] : [range], label: label.trim() || null }].sort((a, b) => a.date.localeCompare(b.date)));
    setDate('');
    setLabel('');
  };
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <div>
        <h4 id={`${id}-h`} className="font-semibold">
          Date overrides
        </h4>
        <p className="text-sm text-slate-600 dark:text-slate-400">Days off, holidays and other hours on a date. An override replaces that day&apos;s weekly hours; a day off also closes your calendar slots that day.</p>
      </div>
      {overrides.length > 0 && (
        <ul className="space-y-2" aria-label="Date overrides">
          {overrides.map((o) => (
            <li key={o.date} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-800">
              <span className="font-medium">{dayHeading(o.date)}</span>
              <span className="text-slate-700 dark:text-slate-300">{o.ranges.length ? o.ranges.map((r) => `${r.start}–${r.end}`).join(', ') : 'Day off'}</span>
              {o.label && <span className="text-slate-600 dark:text-slate-400">· {o.label}</span>}
              <Button size="icon" variant="ghost" className="ml-auto" aria-label={`Remove the override on ${dayHeading(o.date)}`} onClick={() => onChange(overrides.filter((x) => x.date !== o.date))}>
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input id={`${id}-date`} type="date" min={today} className="w-44" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Switch checked={dayOff} onCheckedChange={setDayOff} label="Day off" />
          <span className="text-sm">Day off</span>
        </div>
        {!dayOff && (
          <div className="flex items-center gap-2">
            <Input type="time" aria-label="Override from" className="w-[8.75rem]" value={range.start} onChange={(e) => setRange({ ...range, start: e.target.value })} />
            <span className="text-sm text-slate-600 dark:text-slate-400">to</span>
            <Input type="time" aria-label="Override to" className="w-[8.75rem]" value={fromEnd(range.end)} onChange={(e) => setRange({ ...range, end: toEnd(e.target.value) })} />
          </div>
        )}
        <div className="min-w-0 flex-1 basis-40">
          <Label htmlFor={`${id}-label`}>Name (optional)</Label>
          <Input id={`${id}-label`} maxLength={80} placeholder="Diwali" value={label} onChange={(e) => setLabel(e.target.value)} />
        </div>
        <Button variant="outline" onClick={add}>
          <CalendarOff className="h-4 w-4" aria-hidden /> Add date
        </Button>
      </div>
    </section>
  );
}

function PreviewCard({ draft, timezone }: { draft: ScheduleInput | null; timezone: string }) {
  const preview = useSchedulePreview(draft);
  const data = preview.data;
  return (
    <Card className="min-w-0 space-y-3 p-4 sm:p-5" aria-labelledby="schedule-preview-h">
      <div>
        <h3 id="schedule-preview-h" className="text-lg font-semibold">
          What students will see
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {!data
            ? 'Working out your times…'
            : data.offeringTitle
              ? `${data.total} start time${data.total === 1 ? '' : 's'} in the next two weeks for “${data.offeringTitle}” (${data.durationMinutes} min), after your bookings, buffers and notice.`
              : `${data.total} start time${data.total === 1 ? '' : 's'} of ${data.durationMinutes} minutes in the next two weeks. Publish an offer so students can book them.`}
        </p>
      </div>
      {preview.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{errorMessage(preview.error, 'The preview could not be loaded.')}</p>}
      {!data ? (
        <Skeleton className="h-64" />
      ) : (
        <ul className="space-y-2" aria-label="Bookable times, next two weeks">
          {data.days.map((d) => (
            <li key={d.date} className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2 text-sm">
              <span className="pt-0.5 font-medium">{dayHeading(d.date)}</span>
              {d.times.length ? (
                <span className="flex flex-wrap gap-1">
                  {d.times.map((t) => (
                    <span key={t} className="rounded bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-800 dark:bg-green-950 dark:text-green-200">
                      {formatTime(t, timezone)}
                    </span>
                  ))}
                </span>
              ) : (
                <span className="pt-0.5 text-slate-600 dark:text-slate-400">No times</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

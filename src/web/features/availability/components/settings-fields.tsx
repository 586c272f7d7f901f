// The settings form sections (general, booking rules), used by the Availability
// Settings dialog and the Rules tab; saving validates with the same rule as the server.
import { useState } from 'react';
import { toast } from 'sonner';
import { SESSION_DURATIONS, TIMEZONE_OPTIONS, validateAvailabilitySettings, type AvailabilitySettings } from '@shared/rules/availability-settings';
import { Input, Label, NativeSelect, Options, MinuteOptions } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { useSaveSettings } from '../api/settings';
import { errorTitle } from '../hooks/zoned';
import { ApiError } from '../../../lib/api-client';

type NumKey = 'bufferTimeBefore' | 'bufferTimeAfter' | 'advanceBookingDays' | 'maxBookingsPerDay';
export type Draft = Omit<AvailabilitySettings, NumKey> & Record<NumKey, string>;

const toDraft = (s: AvailabilitySettings): Draft => ({
  ...s,
  bufferTimeBefore: String(s.bufferTimeBefore),
  bufferTimeAfter: String(s.bufferTimeAfter),
  advanceBookingDays: String(s.advanceBookingDays),
  maxBookingsPerDay: String(s.maxBookingsPerDay),
});
const num = (v: string) => (v.trim() === '' ? NaN : Number(v));

export function useSettingsDraft(initial: AvailabilitySettings, onSaved?: () => void) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const save = useSaveSettings();
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = () => {
    const checked = validateAvailabilitySettings({
      ...draft,
      bufferTimeBefore: num(draft.bufferTimeBefore),
      bufferTimeAfter: num(draft.bufferTimeAfter),
      advanceBookingDays: num(draft.advanceBookingDays),
      maxBookingsPerDay: num(draft.maxBookingsPerDay),
    });
    if (!checked.ok) {
      toast.error(checked.title, { description: checked.description });
      return;
    }
    save.mutate(checked.value, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast.success('Settings saved', { description: 'Your availability settings have been updated' });
        onSaved?.();
      },
      onError: (err) =>
        err instanceof ApiError && err.fields?.toastTitle
          ? toast.error(errorTitle(err, 'Error saving settings'), { description: err.message })
          : toast.error('Error saving settings', { description: 'Failed to save availability settings' }),
    });
  };
  return { draft, set, submit, saving: save.isPending };
}

type FieldsProps = { draft: Draft; set: ReturnType<typeof useSettingsDraft>['set']; idPrefix: string };

export function GeneralFields({ draft, set, idPrefix }: FieldsProps) {
  const zones = TIMEZONE_OPTIONS.some((z) => z.value === draft.defaultTimezone) ? TIMEZONE_OPTIONS : [{ value: draft.defaultTimezone, label: draft.defaultTimezone }, ...TIMEZONE_OPTIONS];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor={`${idPrefix}-tz`}>Default timezone</Label>
        <NativeSelect id={`${idPrefix}-tz`} value={draft.defaultTimezone} onChange={(e) => set('defaultTimezone', e.target.value)}>
          <Options items={zones} />
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-duration`}>Default session duration</Label>
        <NativeSelect
          id={`${idPrefix}-duration`}
          value={draft.defaultSessionDuration}
          onChange={(e) => set('defaultSessionDuration', Number(e.target.value))}
          aria-describedby={`${idPrefix}-duration-hint`}
        >
          <MinuteOptions durations={SESSION_DURATIONS} />
        </NativeSelect>
        <p id={`${idPrefix}-duration-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Preselected for new offers and new availability slots.
        </p>
      </div>
    </div>
  );
}

export function BookingRuleFields({ draft, set, idPrefix }: FieldsProps) {
  const numField = (k: NumKey, label: string, min: number, max: number, hint: string) => (
    <div>
      <Label htmlFor={`${idPrefix}-${k}`}>{label}</Label>
      <Input id={`${idPrefix}-${k}`} type="number" min={min} max={max} step={1} value={draft[k]} onChange={(e) => set(k, e.target.value)} aria-describedby={`${idPrefix}-${k}-hint`} />
      <p id={`${idPrefix}-${k}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
    </div>
  );
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {numField('bufferTimeBefore', 'Buffer before (minutes)', 0, 60, 'Free time kept before each session, 0–60.')}
        {numField('bufferTimeAfter', 'Buffer after (minutes)', 0, 60, 'Free time kept after each session, 0–60.')}
        {numField('advanceBookingDays', 'Advance booking (days)', 1, 365, 'How far ahead students can book, 1–365.')}
        {numField('maxBookingsPerDay', 'Max bookings per day', 1, 24, 'Daily cap on sessions, 1–24.')}
      </div>
      <div className="flex items-center gap-3">
        <Switch checked={draft.autoConfirmBookings} onCheckedChange={(v) => set('autoConfirmBookings', v)} label="Auto-confirm bookings" />
        <span className="text-sm font-medium">Auto-confirm bookings</span>
      </div>
    </div>
  );
}

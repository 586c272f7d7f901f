import type { AvailabilitySettings } from '@shared/rules/availability-settings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { BookingRuleFields, GeneralFields, useSettingsDraft } from './settings-fields';

type Props = { open: boolean; onOpenChange: (o: boolean) => void; settings: AvailabilitySettings | undefined; /** Opens the weekly hours editor, where open hours are set. */ onWeeklyHours: () => void };

export function AvailabilitySettingsDialog({ open, onOpenChange, settings, onWeeklyHours }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Availability Settings" description="Your time zone and booking rules. Your open hours are your weekly hours." className="max-w-2xl">
      {open && settings && <SettingsForm settings={settings} onDone={() => onOpenChange(false)} onWeeklyHours={onWeeklyHours} />}
    </Dialog>
  );
}

function SettingsForm({ settings, onDone, onWeeklyHours }: { settings: AvailabilitySettings; onDone: () => void; onWeeklyHours: () => void }) {
  const { draft, set, submit, saving } = useSettingsDraft(settings, onDone);
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section aria-labelledby="set-general" className="space-y-2">
        <h3 id="set-general" className="font-semibold">General</h3>
        <GeneralFields draft={draft} set={set} idPrefix="dlg" />
      </section>
      <section aria-labelledby="set-hours" className="space-y-2">
        <h3 id="set-hours" className="font-semibold">Open hours</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">Set per weekday, with days off and holidays, in Weekly hours.</p>
        <Button variant="outline" size="sm" onClick={onWeeklyHours}>
          Edit weekly hours
        </Button>
      </section>
      <section aria-labelledby="set-rules" className="space-y-2">
        <h3 id="set-rules" className="font-semibold">Booking rules</h3>
        <BookingRuleFields draft={draft} set={set} idPrefix="dlg" />
      </section>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

import type { AvailabilitySettings } from '@shared/rules/availability-settings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { BookingRuleFields, GeneralFields, useSettingsDraft, WorkingHoursFields } from './settings-fields';

type Props = { open: boolean; onOpenChange: (o: boolean) => void; settings: AvailabilitySettings | undefined };

export function AvailabilitySettingsDialog({ open, onOpenChange, settings }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Availability Settings" description="Your time zone, working hours and booking rules." className="max-w-2xl">
      {open && settings && <SettingsForm settings={settings} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function SettingsForm({ settings, onDone }: { settings: AvailabilitySettings; onDone: () => void }) {
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
        <h3 id="set-hours" className="font-semibold">Working hours</h3>
        <WorkingHoursFields draft={draft} set={set} idPrefix="dlg" />
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

// The Rules tab: the booking rules students' bookable times are shaped by, saved with the settings.
import type { AvailabilitySettings } from '@shared/rules/availability-settings';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { BookingRuleFields, GeneralFields, useSettingsDraft } from './settings-fields';

export function RulesEditor({ settings }: { settings: AvailabilitySettings }) {
  const { draft, set, submit, saving } = useSettingsDraft(settings);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Booking rules</CardTitle>
        <CardDescription>Students only see times that respect these rules, and every booking is checked against them again.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <GeneralFields draft={draft} set={set} idPrefix="rules" />
          <BookingRuleFields draft={draft} set={set} idPrefix="rules" />
          <div className="flex justify-end">
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Rules'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

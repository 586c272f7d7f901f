import { useState, type FormEvent } from 'react';
import { TIMEZONE_OPTIONS, type UserProfile } from '@shared/schemas/profiles';
import { Card, CardContent } from '../../../components/ui/card';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Input, Label, NativeSelect } from '../../../components/ui/input';
import { useUpdateProfile } from '../api/update-profile';
import { timezoneLabel } from './format';
import { saveCallbacks, SectionHeader } from './editable-section';

const FIELDS = [
  { key: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
  { key: 'language', label: 'Language', autoComplete: 'language' },
] as const;

type Draft = Record<(typeof FIELDS)[number]['key'], string> & { timezone: string };

const draftOf = (p: UserProfile): Draft => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  phone: p.phone ?? '',
  country: p.country ?? '',
  language: p.language ?? '',
  timezone: p.timezone,
});

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm">{value?.trim() ? value : <span className="text-slate-500">Not set</span>}</dd>
    </div>
  );
}

export function PersonalInfoSection({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const update = useUpdateProfile();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(draft, saveCallbacks(() => setEditing(false)));
  };

  return (
    <Card>
      <SectionHeader
        title="Personal Information"
        editing={editing}
        onEdit={() => {
          setDraft(draftOf(profile));
          setEditing(true);
        }}
      />
      <CardContent>
        {editing ? (
          <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <div key={f.key}>
                <Label htmlFor={`pi-${f.key}`}>{f.label}</Label>
                <Input
                  id={`pi-${f.key}`}
                  value={draft[f.key]}
                  autoComplete={f.autoComplete}
                  maxLength={f.key === 'phone' ? 32 : 80}
                  onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
                />
              </div>
            ))}
            <div>
              <Label htmlFor="pi-timezone">Time Zone</Label>
              <NativeSelect id="pi-timezone" value={draft.timezone} onChange={(e) => setDraft({ ...draft, timezone: e.target.value })}>
                {!TIMEZONE_OPTIONS.some((t) => t.value === profile.timezone) && <option value={profile.timezone}>{profile.timezone}</option>}
                {TIMEZONE_OPTIONS.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div>
              <Label htmlFor="pi-username">Username</Label>
              <Input id="pi-username" value={profile.username ?? ''} readOnly aria-readonly className="bg-slate-50 dark:bg-slate-800" placeholder="Not set" />
            </div>
            <DialogActions className="flex gap-2 sm:col-span-2 sm:justify-end" onCancel={() => setEditing(false)} lockCancel label="Save" pendingLabel="Saving..." pending={update.isPending} />
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <Row key={f.key} label={f.label} value={profile[f.key]} />
            ))}
            <Row label="Time Zone" value={timezoneLabel(profile.timezone)} />
            <Row label="Username" value={profile.username} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

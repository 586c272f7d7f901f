import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatHourlyRate, toMinorUnits } from '@shared/rules/money';
import { updateExpertProfileSchema, type ExpertProfileDto } from '@shared/schemas/profiles';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Input, Label, NativeSelect, Options, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDomains } from '../../../entities/domains/api';
import { useExpertProfile } from '../api/get-expert-profile';
import { useUpdateExpertProfile } from '../api/update-expert-profile';
import { saveCallbacks, SectionHeader } from './editable-section';

type Draft = { bio: string; domainId: string; languages: string; qualifications: string; hourlyRate: string; experienceYears: string };

const draftOf = (e: ExpertProfileDto): Draft => ({
  bio: e.bio ?? '',
  domainId: e.domainId ?? '',
  languages: e.languages.join(', '),
  qualifications: e.qualifications.join(', '),
  hourlyRate: e.hourlyRate === null ? '' : String(e.hourlyRate / 100),
  experienceYears: String(e.experienceYears),
});

const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);

/** Turns the form into the API body, or the first problem in the spec's toast wording. */
function toBody(d: Draft) {
  const rate = d.hourlyRate.trim() === '' ? null : toMinorUnits(d.hourlyRate);
  if (rate === undefined || (d.hourlyRate.trim() !== '' && rate === null)) return { error: 'The hourly rate must be a number.' } as const;
  const years = Number(d.experienceYears);
  const parsed = updateExpertProfileSchema.safeParse({
    bio: d.bio,
    domainId: d.domainId || undefined,
    languages: list(d.languages),
    qualifications: list(d.qualifications),
    hourlyRate: rate,
    experienceYears: d.experienceYears.trim() === '' || !Number.isFinite(years) ? NaN : years,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: issue.path[0] === 'experienceYears' && issue.code === 'invalid_type' ? 'Years of experience must be a whole number.' : issue.message } as const;
  }
  return { body: parsed.data } as const;
}

function Row({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

export function ExpertProfileSection({ currency }: { currency?: string }) {
  const { data: expert, isPending, isError } = useExpertProfile(true);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const domains = useDomains(editing);
  const update = useUpdateExpertProfile();

  if (isPending) return <Skeleton className="h-48 w-full" />;
  if (isError || !expert) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const result = toBody(draft);
    if ('error' in result) {
      toast.error('Failed to update profile.', { description: result.error });
      return;
    }
    update.mutate(result.body, saveCallbacks(() => setEditing(false)));
  };
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const none = <span className="text-slate-500">Not set</span>;

  return (
    <Card>
      <SectionHeader
        title="Expert Profile"
        editing={editing} editLabel="Edit expert profile"
        onEdit={() => {
          setDraft(draftOf(expert));
          setEditing(true);
        }}
      />
      <CardContent>
        {editing && draft ? (
          <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Label htmlFor="ep-bio">Bio</Label>
              <Textarea id="ep-bio" value={draft.bio} maxLength={4000} className="min-h-40" onChange={(e) => set({ bio: e.target.value })} />
            </div>
            <div>
              <Label htmlFor="ep-domain">Domain</Label>
              <NativeSelect id="ep-domain" value={draft.domainId} onChange={(e) => set({ domainId: e.target.value })}>
                {!draft.domainId && <option value="">Select your domain</option>}
                <Options items={(domains.data ?? (expert.domainId ? [{ id: expert.domainId, name: expert.domainName ?? '' }] : [])).map((d) => ({ value: d.id, label: d.name }))} />
              </NativeSelect>
            </div>
            <div>
              <Label htmlFor="ep-years">Years of Experience</Label>
              <Input id="ep-years" type="number" min={0} max={80} step={1} value={draft.experienceYears} onChange={(e) => set({ experienceYears: e.target.value })} />
            </div>
            <div>
              <Label htmlFor="ep-languages">Languages (comma separated)</Label>
              <Input id="ep-languages" value={draft.languages} onChange={(e) => set({ languages: e.target.value })} placeholder="English, Hindi" />
            </div>
            <div>
              <Label htmlFor="ep-qualifications">Qualifications (comma separated)</Label>
              <Input id="ep-qualifications" value={draft.qualifications} onChange={(e) => set({ qualifications: e.target.value })} placeholder="M.Sc. Physics, B.Ed." />
            </div>
            <div>
              <Label htmlFor="ep-rate">Hourly Rate (₹)</Label>
              <Input id="ep-rate" type="number" min={0} step={0.01} inputMode="decimal" value={draft.hourlyRate} onChange={(e) => set({ hourlyRate: e.target.value })} />
            </div>
            <DialogActions className="flex gap-2 sm:col-span-2 sm:justify-end" onCancel={() => setEditing(false)} lockCancel label="Save" pendingLabel="Saving..." pending={update.isPending} />
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Row label="Bio" className="sm:col-span-2">
              {expert.bio ? <span className="whitespace-pre-wrap">{expert.bio}</span> : none}
            </Row>
            <Row label="Domain">{expert.customDomain ?? expert.domainName ?? none}{expert.subDomain ? ` · ${expert.subDomain}` : ''}</Row>
            <Row label="Years of Experience">{expert.experienceYears}</Row>
            <Row label="Languages">
              {expert.languages.length ? (
                <span className="flex flex-wrap gap-1">
                  {expert.languages.map((l) => (
                    <Badge key={l}>{l}</Badge>
                  ))}
                </span>
              ) : (
                none
              )}
            </Row>
            <Row label="Qualifications">{expert.qualifications.length ? expert.qualifications.join(', ') : none}</Row>
            <Row label="Hourly Rate">{expert.hourlyRate === null ? none : formatHourlyRate(expert.hourlyRate, currency)}</Row>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

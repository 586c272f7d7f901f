import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatHourlyRate } from '../../../lib/format';
import { toMinorUnits } from '@shared/rules/money';
import { Plus } from 'lucide-react';
import { HEADLINE_MAX } from '@shared/schemas/expert-profile';
import { FACET_FIELDS, updateExpertProfileSchema, type ExpertProfileDto, type FacetField, type TutorFacetsDto } from '@shared/schemas/profiles';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Input, Label, NativeSelect, Options, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDomains } from '../../../entities/domains/api';
import { facetLabel, SUGGESTED_LABEL, TeachingFacetsFields } from '../../../entities/profile/teaching-facets';
import { useExpertProfile } from '../api/get-expert-profile';
import { useUpdateExpertProfile } from '../api/update-expert-profile';
import { saveCallbacks, SectionHeader } from './editable-section';

type Draft = {
  headline: string;
  introVideoUrl: string;
  bio: string;
  domainId: string;
  qualifications: string;
  hourlyRate: string;
  experienceYears: string;
  /** What the tutor teaches; saved (and so confirmed) once changed. */
  facets: TutorFacetsDto;
  facetsTouched: boolean;
};

const FACET_TITLES: Record<FacetField, string> = {
  subjects: 'Subjects',
  boards: 'Boards',
  exams: 'Exams',
  levels: 'Grades & levels',
  audiences: 'Who you teach',
  styles: 'Teaching style',
  languages: 'Languages',
};

const draftOf = (e: ExpertProfileDto): Draft => ({
  headline: e.headline ?? '',
  introVideoUrl: e.introVideoUrl ?? '',
  bio: e.bio ?? '',
  domainId: e.domainId ?? '',
  facets: e.facets,
  facetsTouched: false,
  qualifications: e.qualifications.join(', '),
  hourlyRate: e.hourlyRate === null ? '' : String(e.hourlyRate / 100),
  experienceYears: String(e.experienceYears),
});

/** The facets as chips, with what the profile suggests beside them, one click to add. */
function TeachingFacetsSummary({ expert, onAdd, adding }: { expert: ExpertProfileDto; onAdd: (field: FacetField, code: string) => void; adding: boolean }) {
  const none = <span className="text-slate-500">Not set</span>;
  return (
    <div className="space-y-3">
      {!expert.facetsConfirmed && (
        <p className="rounded-md bg-blue-50 px-3 py-2 text-xs text-blue-900 dark:bg-blue-950/40 dark:text-blue-100">
          We filled these in from your category, bio, qualifications and offers. Edit the profile to check and confirm them.
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        {FACET_FIELDS.map((field) => {
          const chosen = expert.facets[field];
          const offered = expert.facetSuggestions[field].filter((c) => !chosen.includes(c));
          return (
            <Row key={field} label={FACET_TITLES[field]}>
              {chosen.length ? (
                <span className="flex flex-wrap gap-1">
                  {chosen.map((c) => (
                    <Badge key={c}>{facetLabel(field, c)}</Badge>
                  ))}
                </span>
              ) : (
                none
              )}
              {offered.length > 0 && (
                <span className="mt-1.5 flex flex-wrap items-center gap-1">
                  <span className="text-xs text-slate-600 dark:text-slate-400">{SUGGESTED_LABEL}:</span>
                  {offered.map((c) => (
                    <button
                      key={c}
                      type="button"
                      disabled={adding}
                      onClick={() => onAdd(field, c)}
                      aria-label={`Add ${facetLabel(field, c)} to ${FACET_TITLES[field].toLowerCase()}`}
                      className="inline-flex items-center gap-1 rounded-full border border-dashed border-slate-400 px-2 py-0.5 text-xs font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:text-brand-100"
                    >
                      <Plus className="h-3 w-3" aria-hidden />
                      {facetLabel(field, c)}
                    </button>
                  ))}
                </span>
              )}
            </Row>
          );
        })}
      </dl>
    </div>
  );
}

const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);

/** Turns the form into the API body, or the first problem in the spec's toast wording. */
function toBody(d: Draft) {
  const rate = d.hourlyRate.trim() === '' ? null : toMinorUnits(d.hourlyRate);
  if (rate === undefined || (d.hourlyRate.trim() !== '' && rate === null)) return { error: 'The hourly rate must be a number.' } as const;
  const years = Number(d.experienceYears);
  const parsed = updateExpertProfileSchema.safeParse({
    headline: d.headline,
    introVideoUrl: d.introVideoUrl,
    bio: d.bio,
    domainId: d.domainId || undefined,
    ...(d.facetsTouched ? { facets: d.facets, languages: d.facets.languages } : {}),
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
  const addSuggestion = (field: FacetField, code: string) =>
    update.mutate({ facets: { ...expert.facets, [field]: [...expert.facets[field], code] } }, saveCallbacks(() => undefined));
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
              <Label htmlFor="ep-headline">Headline</Label>
              <Input id="ep-headline" value={draft.headline} maxLength={HEADLINE_MAX} placeholder="CBSE Maths for Classes 9–12" onChange={(e) => set({ headline: e.target.value })} />
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">One line under your name on your public profile. Left empty, your category is shown.</p>
            </div>
            <div className="sm:col-span-2">
              <Label htmlFor="ep-video">Intro video link</Label>
              <Input id="ep-video" type="url" inputMode="url" value={draft.introVideoUrl} placeholder="https://www.youtube.com/watch?v=…" onChange={(e) => set({ introVideoUrl: e.target.value })} />
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">A YouTube or Vimeo link (https). Students play it from your profile.</p>
            </div>
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
              <Label htmlFor="ep-qualifications">Qualifications (comma separated)</Label>
              <Input id="ep-qualifications" value={draft.qualifications} onChange={(e) => set({ qualifications: e.target.value })} placeholder="M.Sc. Physics, B.Ed." />
            </div>
            <div>
              <Label htmlFor="ep-rate">Hourly Rate (₹)</Label>
              <Input id="ep-rate" type="number" min={0} step={0.01} inputMode="decimal" value={draft.hourlyRate} onChange={(e) => set({ hourlyRate: e.target.value })} />
            </div>
            <section aria-labelledby="ep-facets-title" className="space-y-3 sm:col-span-2">
              <div>
                <h3 id="ep-facets-title" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
                  What you teach
                </h3>
                <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                  Students find you by these. Saving your changes here confirms them; we then stop filling them in from your profile and offers.
                </p>
              </div>
              <TeachingFacetsFields idPrefix="ep-facets" value={draft.facets} onChange={(facets) => set({ facets, facetsTouched: true })} suggestions={expert.facetSuggestions} />
            </section>
            <DialogActions className="flex gap-2 sm:col-span-2 sm:justify-end" onCancel={() => setEditing(false)} lockCancel label="Save" pendingLabel="Saving..." pending={update.isPending} />
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Row label="Public profile" className="sm:col-span-2">
              <Link to={`/experts/${expert.id}`} className="text-brand-700 underline hover:text-brand-600 dark:text-brand-100">
                View your public profile
              </Link>
            </Row>
            <Row label="Headline" className="sm:col-span-2">{expert.headline ?? none}</Row>
            <Row label="Intro video" className="sm:col-span-2">
              {expert.introVideoUrl ? (
                <a href={expert.introVideoUrl} target="_blank" rel="noreferrer noopener" className="break-all text-brand-700 underline dark:text-brand-100">
                  {expert.introVideoUrl}
                </a>
              ) : (
                none
              )}
            </Row>
            <Row label="Bio" className="sm:col-span-2">
              {expert.bio ? <span className="whitespace-pre-wrap">{expert.bio}</span> : none}
            </Row>
            <Row label="Domain">{expert.customDomain ?? expert.domainName ?? none}{expert.subDomain ? ` · ${expert.subDomain}` : ''}</Row>
            <Row label="Years of Experience">{expert.experienceYears}</Row>
            <Row label="What you teach" className="sm:col-span-2">
              <TeachingFacetsSummary expert={expert} onAdd={addSuggestion} adding={update.isPending} />
            </Row>
            <Row label="Qualifications">{expert.qualifications.length ? expert.qualifications.join(', ') : none}</Row>
            <Row label="Hourly Rate">{expert.hourlyRate === null ? none : formatHourlyRate(expert.hourlyRate, currency)}</Row>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { EXPERIENCE_CHOICES } from '@shared/rules/onboarding';
import { entriesOf } from '@shared/catalog';
import type { Domain } from '@shared/schemas/experts';
import type { TutorFacetsDto } from '@shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { ChipPicker } from '../../../components/ui/chip-picker';
import { Input, Label, NativeSelect, Options } from '../../../components/ui/input';
import { SUGGESTED_LABEL, TeachingFacetsFields } from '../../../entities/profile/teaching-facets';
import { useFacetSuggestions } from '../api/suggest-facets';
import { chipList, type WizardForm } from './wizard-form';

const LANGUAGE_OPTIONS = entriesOf('language').map((e) => ({ value: e.code, label: e.label, keywords: e.aliases }));

/** The value after the tutor stops typing for a moment. */
function useSettled<T>(value: T, ms = 600): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same content does not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

export type DomainsState = 'loading' | 'loaded' | 'failed';

type Props = {
  form: WizardForm;
  update: (patch: Partial<WizardForm>) => void;
  domains: Domain[];
  domainsState: DomainsState;
  /** Suggestions kept with a saved profile, shown until fresh ones arrive. */
  savedSuggestions?: TutorFacetsDto;
};

export function ExpertiseStep({ form, update, domains, domainsState, savedSuggestions }: Props) {
  const [continued, setContinued] = useState(false);
  const failed = domainsState === 'failed';
  const settled = useSettled({
    domainId: form.domainId || null,
    customDomain: form.customDomain.trim() || null,
    subDomain: form.subDomain.trim() || null,
    qualifications: chipList(form.qualifications).slice(0, 8),
  });
  const suggested = useFacetSuggestions(settled);
  const suggestions = suggested.data?.suggestions ?? savedSuggestions;

  return (
    <div className="space-y-4">
      {failed && !continued && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangle className="h-4 w-4" aria-hidden /> Failed to load domains. Please refresh the page.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
              Refresh Page
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setContinued(true);
                requestAnimationFrame(() => document.getElementById('ob-custom-domain')?.focus());
              }}
            >
              Continue Anyway
            </Button>
          </div>
        </div>
      )}
      <div>
        <Label htmlFor="ob-domain">Primary Domain</Label>
        <NativeSelect
          id="ob-domain"
          value={form.domainId}
          disabled={domainsState !== 'loaded'}
          onChange={(e) => update({ domainId: e.target.value })}
        >
          <option value="">{domainsState === 'loading' ? 'Loading domains...' : failed ? 'No domains available' : 'Select your domain'}</option>
          <Options items={domains.map((d) => ({ value: d.id, label: d.name }))} />
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor="ob-custom-domain">Or enter a custom domain</Label>
        <Input
          id="ob-custom-domain"
          value={form.customDomain}
          onChange={(e) => update({ customDomain: e.target.value })}
          placeholder="e.g. Origami, Competitive Coding"
          maxLength={80}
        />
      </div>
      <div>
        <Label htmlFor="ob-sub-domain">Sub Domain (optional)</Label>
        <Input id="ob-sub-domain" value={form.subDomain} onChange={(e) => update({ subDomain: e.target.value })} placeholder="e.g. Calculus, Jazz Piano" maxLength={80} />
      </div>
      <div>
        <Label htmlFor="ob-languages">Languages you teach in (optional)</Label>
        <ChipPicker
          id="ob-languages"
          value={form.languages}
          onChange={(languages) => update({ languages })}
          options={LANGUAGE_OPTIONS}
          suggestions={suggestions?.languages}
          suggestionsLabel={SUGGESTED_LABEL}
          maxItems={8}
          placeholder="e.g. English, Hindi, Tamil"
        />
      </div>
      <div>
        <Label htmlFor="ob-qualifications">Qualifications (optional)</Label>
        <Input
          id="ob-qualifications"
          value={form.qualifications}
          onChange={(e) => update({ qualifications: e.target.value })}
          placeholder="e.g. M.Sc. Mathematics, B.Ed."
          maxLength={600}
          aria-describedby="ob-comma-hint"
        />
        <p id="ob-comma-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Separate several with commas. Your bio mentions exactly what you write here.
        </p>
      </div>
      <section aria-labelledby="ob-facets-title" className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4 dark:border-slate-800">
        <div>
          <h3 id="ob-facets-title" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            What you teach (optional)
          </h3>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            Students find you by these. If you leave them, we read them from your category, bio, qualifications and offers; you can confirm them any time
            under Profile &amp; Settings.
          </p>
        </div>
        <TeachingFacetsFields
          idPrefix="ob-facets"
          value={form.facets}
          onChange={(facets) => update({ facets, facetsTouched: true })}
          suggestions={suggestions}
          omit={['languages']}
        />
      </section>
      <div>
        <Label htmlFor="ob-experience">Years of Experience</Label>
        <NativeSelect id="ob-experience" value={form.experienceYears} onChange={(e) => update({ experienceYears: Number(e.target.value) })}>
          {EXPERIENCE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

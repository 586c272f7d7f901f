import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { EXPERIENCE_CHOICES } from '@shared/rules/onboarding';
import type { Domain } from '@shared/schemas/experts';
import { Button } from '../../../components/ui/button';
import { Input, Label, NativeSelect, Options } from '../../../components/ui/input';
import type { WizardForm } from './wizard-form';

export type DomainsState = 'loading' | 'loaded' | 'failed';

type Props = {
  form: WizardForm;
  update: (patch: Partial<WizardForm>) => void;
  domains: Domain[];
  domainsState: DomainsState;
};

export function ExpertiseStep({ form, update, domains, domainsState }: Props) {
  const [continued, setContinued] = useState(false);
  const failed = domainsState === 'failed';

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
        <Input
          id="ob-languages"
          value={form.languages}
          onChange={(e) => update({ languages: e.target.value })}
          placeholder="e.g. English, Hindi, Tamil"
          maxLength={300}
          aria-describedby="ob-comma-hint"
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

import { Input, Label } from '../../../components/ui/input';
import { PhotoPicker } from './photo-picker';
import type { WizardForm } from './wizard-form';

type Props = { form: WizardForm; nameLocked: boolean; update: (patch: Partial<WizardForm>) => void };

export function BasicInfoStep({ form, nameLocked, update }: Props) {
  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor="ob-full-name">Full Name *</Label>
        <Input
          id="ob-full-name"
          value={form.fullName}
          readOnly={nameLocked}
          aria-readonly={nameLocked}
          className={nameLocked ? 'bg-slate-50 dark:bg-slate-800' : undefined}
          onChange={(e) => update({ fullName: e.target.value })}
          placeholder="Your full name"
          autoComplete="name"
        />
        {nameLocked && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Your name comes from your account.</p>}
      </div>
      <div>
        <Label htmlFor="ob-city">City *</Label>
        <Input id="ob-city" value={form.city} onChange={(e) => update({ city: e.target.value })} placeholder="e.g. Bengaluru" autoComplete="address-level2" />
      </div>
      <PhotoPicker value={form.avatarUrl} onChange={(avatarUrl) => update({ avatarUrl })} />
    </div>
  );
}

// 'Create New Offer' and edit: one form. On edit, blank or non-numeric fields keep the existing values.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_STUDENTS_LIMIT, OFFER_DEFAULTS, OFFER_DURATIONS, TRIAL_DURATIONS, offeringMessages, parsePriceInput, type Offering } from '@shared/schemas/offerings';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label, NativeSelect, Textarea, MinuteOptions } from '../../../components/ui/input';
import { useDomains } from '../../../entities/domains/api';
import { useCreateOffer, useUpdateOffer } from '../api/save-offer';

/** defaultDuration: the tutor's default session duration, preselected for a new offer (60 when not set). */
type Props = { open: boolean; onOpenChange: (open: boolean) => void; offer?: Offering | null; defaultDuration?: number };

type Form = { title: string; price: string; durationMinutes: string; maxStudents: string; category: string; description: string; isTrial: boolean };

/** The server's reason when it refused the offer's shape or a second published trial; else the fallback. */
const refusal = (err: unknown, fallback: string) => (err instanceof ApiError && (err.status === 409 || err.status === 422) ? err.message : fallback);

/** The tutor's default duration when it is one an offer can have, else the offer default. */
const newOfferDuration = (preferred?: number) => ((OFFER_DURATIONS as readonly number[]).includes(preferred ?? NaN) ? preferred! : OFFER_DEFAULTS.durationMinutes);

const fromOffer = (o: Offering | null | undefined, defaultDuration?: number): Form => ({
  title: o?.title ?? '',
  price: String((o?.price ?? OFFER_DEFAULTS.price) / 100),
  durationMinutes: String(o?.durationMinutes ?? newOfferDuration(defaultDuration)),
  maxStudents: String(o?.maxStudents ?? OFFER_DEFAULTS.maxStudents),
  category: o?.category ?? '',
  description: o?.description ?? '',
  isTrial: o?.isTrial ?? false,
});

export function OfferFormDialog({ open, onOpenChange, offer, defaultDuration }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={offer ? 'Edit Offer' : 'Create New Offer'} description={offer ? 'Update the details of this offer.' : 'Describe what students get, its price and length.'}>
      {/* Keyed so that each opening starts from the offer (or the defaults, once the default duration is in). */}
      {open && <OfferForm key={offer?.id ?? `new-${defaultDuration ?? ''}`} offer={offer} defaultDuration={defaultDuration} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function OfferForm({ offer, defaultDuration, onDone }: { offer?: Offering | null; defaultDuration?: number; onDone: () => void }) {
  const [form, setForm] = useState<Form>(() => fromOffer(offer, defaultDuration));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const domains = useDomains();
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const saving = create.isPending || update.isPending;
  const set = (k: Exclude<keyof Form, 'isTrial'>) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  // A trial is 25 or 30 minutes for one student: switching it on brings the form within that shape.
  const setTrial = (isTrial: boolean) =>
    setForm((f) => ({
      ...f,
      isTrial,
      durationMinutes: isTrial ? ((TRIAL_DURATIONS as readonly number[]).includes(Number(f.durationMinutes)) ? f.durationMinutes : '30') : (OFFER_DURATIONS as readonly number[]).includes(Number(f.durationMinutes)) ? f.durationMinutes : String(newOfferDuration(defaultDuration)),
      maxStudents: isTrial ? '1' : f.maxStudents,
      price: isTrial && !offer && f.price === String(OFFER_DEFAULTS.price / 100) ? '0' : f.price,
    }));
  const durations = form.isTrial ? TRIAL_DURATIONS : OFFER_DURATIONS;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (offer) return submitEdit(offer);
    const errs: typeof errors = {};
    const price = form.price.trim() === '' ? null : parsePriceInput(form.price);
    const max = Number(form.maxStudents);
    if (!form.title.trim()) errs.title = 'Title is required';
    if (form.price.trim() === '') errs.price = 'Price is required';
    else if (price === null) errs.price = 'Enter a price of at least 0 with at most two decimals';
    if (!Number.isInteger(max) || max < 1 || max > MAX_STUDENTS_LIMIT) errs.maxStudents = `Max students must be between 1 and ${MAX_STUDENTS_LIMIT}`;
    else if (form.isTrial && max !== 1) errs.maxStudents = offeringMessages.trialShape;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    create.mutate(
      { title: form.title.trim(), price: price!, durationMinutes: Number(form.durationMinutes), maxStudents: max, category: form.category || null, description: form.description, isTrial: form.isTrial },
      {
        onSuccess: () => {
          toast.success('Success', { description: 'Your offering has been created successfully.' });
          onDone();
        },
        onError: (err) => toast.error('Error', { description: refusal(err, 'Failed to create offering. Please try again.') }),
      },
    );
  };

  const submitEdit = (o: Offering) => {
    const price = parsePriceInput(form.price);
    const max = Number.parseInt(form.maxStudents, 10);
    const duration = Number.parseInt(form.durationMinutes, 10);
    update.mutate(
      {
        id: o.id,
        input: {
          title: form.title.trim() || o.title,
          price: price ?? o.price,
          maxStudents: Number.isNaN(max) ? o.maxStudents : Math.min(MAX_STUDENTS_LIMIT, Math.max(1, max)),
          durationMinutes: Number.isNaN(duration) ? o.durationMinutes : duration,
          category: form.category || null,
          description: form.description,
          isTrial: form.isTrial,
        },
      },
      {
        onSuccess: () => {
          toast.success('Offer Updated', { description: 'Your offering has been updated successfully.' });
          onDone();
        },
        onError: (err) => toast.error('Error', { description: refusal(err, 'Failed to update offer.') }),
      },
    );
  };

  const err = (k: keyof Form) =>
    errors[k] ? (
      <p id={`offer-${k}-error`} className="mt-1 text-xs text-red-600">
        {errors[k]}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div>
        <Label htmlFor="offer-title">Title</Label>
        <Input id="offer-title" value={form.title} onChange={set('title')} required={!offer} aria-invalid={!!errors.title} aria-describedby={errors.title ? 'offer-title-error' : undefined} placeholder="e.g. Calculus crash course" />
        {err('title')}
      </div>
      <label className="flex items-start gap-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
        <input type="checkbox" className="mt-1 accent-brand-600" checked={form.isTrial} onChange={(e) => setTrial(e.target.checked)} aria-describedby="offer-trial-hint" />
        <span>
          <span className="font-medium">Trial lesson</span>
          <span id="offer-trial-hint" className="block text-slate-600 dark:text-slate-400">
            A short first lesson for new students: 25 or 30 minutes, one student, its own price (0 shows as "Free trial"). Each student can book it once; you can publish one.
          </span>
        </span>
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="offer-price">Price (₹)</Label>
          <Input id="offer-price" type="number" inputMode="decimal" min={0} step={0.01} value={form.price} onChange={set('price')} aria-invalid={!!errors.price} aria-describedby={errors.price ? 'offer-price-error' : undefined} />
          {err('price')}
          {form.isTrial && parsePriceInput(form.price) === 0 && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Students see "Free trial".</p>}
        </div>
        <div>
          <Label htmlFor="offer-duration">Duration (minutes)</Label>
          <NativeSelect id="offer-duration" value={form.durationMinutes} onChange={set('durationMinutes')}>
            {!(durations as readonly number[]).includes(Number(form.durationMinutes)) && <option value={form.durationMinutes}>{form.durationMinutes} minutes</option>}
            <MinuteOptions durations={durations} />
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="offer-max">Max students</Label>
          <Input id="offer-max" type="number" min={1} max={form.isTrial ? 1 : MAX_STUDENTS_LIMIT} step={1} value={form.maxStudents} onChange={set('maxStudents')} readOnly={form.isTrial} aria-invalid={!!errors.maxStudents} aria-describedby={errors.maxStudents ? 'offer-maxStudents-error' : undefined} />
          {err('maxStudents')}
        </div>
        <div>
          <Label htmlFor="offer-category">Category</Label>
          <NativeSelect id="offer-category" value={form.category} onChange={set('category')}>
            <option value="">No category</option>
            {form.category && !domains.data?.some((d) => d.name === form.category) && <option value={form.category}>{form.category}</option>}
            {domains.data?.map((d) => (
              <option key={d.id} value={d.name}>
                {d.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div>
        <Label htmlFor="offer-description">Description</Label>
        <Textarea id="offer-description" value={form.description} onChange={set('description')} rows={4} placeholder="What will the student learn?" />
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : offer ? 'Save Changes' : 'Create Offer'}
        </Button>
      </div>
    </form>
  );
}

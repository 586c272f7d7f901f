// 'Create New Offer' and edit: one form. On edit, blank or non-numeric fields keep the existing values.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_STUDENTS_LIMIT, OFFER_DEFAULTS, OFFER_DURATIONS, parsePriceInput, type Offering } from '@shared/schemas/offerings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Label, NativeSelect, Textarea, MinuteOptions } from '../../../components/ui/input';
import { useDomains } from '../../../entities/domains/api';
import { useCreateOffer, useUpdateOffer } from '../api/save-offer';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; offer?: Offering | null };

type Form = { title: string; price: string; durationMinutes: string; maxStudents: string; category: string; description: string };

const fromOffer = (o?: Offering | null): Form => ({
  title: o?.title ?? '',
  price: String((o?.price ?? OFFER_DEFAULTS.price) / 100),
  durationMinutes: String(o?.durationMinutes ?? OFFER_DEFAULTS.durationMinutes),
  maxStudents: String(o?.maxStudents ?? OFFER_DEFAULTS.maxStudents),
  category: o?.category ?? '',
  description: o?.description ?? '',
});

export function OfferFormDialog({ open, onOpenChange, offer }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={offer ? 'Edit Offer' : 'Create New Offer'} description={offer ? 'Update the details of this offer.' : 'Describe what students get, its price and length.'}>
      {/* Keyed so that each opening starts from the offer (or the defaults). */}
      {open && <OfferForm key={offer?.id ?? 'new'} offer={offer} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function OfferForm({ offer, onDone }: { offer?: Offering | null; onDone: () => void }) {
  const [form, setForm] = useState<Form>(() => fromOffer(offer));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const domains = useDomains();
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const saving = create.isPending || update.isPending;
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

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
    setErrors(errs);
    if (Object.keys(errs).length) return;
    create.mutate(
      { title: form.title.trim(), price: price!, durationMinutes: Number(form.durationMinutes), maxStudents: max, category: form.category || null, description: form.description },
      {
        onSuccess: () => {
          toast.success('Success', { description: 'Your offering has been created successfully.' });
          onDone();
        },
        onError: () => toast.error('Error', { description: 'Failed to create offering. Please try again.' }),
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
        },
      },
      {
        onSuccess: () => {
          toast.success('Offer Updated', { description: 'Your offering has been updated successfully.' });
          onDone();
        },
        onError: () => toast.error('Error', { description: 'Failed to update offer.' }),
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
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="offer-price">Price (₹)</Label>
          <Input id="offer-price" type="number" inputMode="decimal" min={0} step={0.01} value={form.price} onChange={set('price')} aria-invalid={!!errors.price} aria-describedby={errors.price ? 'offer-price-error' : undefined} />
          {err('price')}
        </div>
        <div>
          <Label htmlFor="offer-duration">Duration (minutes)</Label>
          <NativeSelect id="offer-duration" value={form.durationMinutes} onChange={set('durationMinutes')}>
            <MinuteOptions durations={OFFER_DURATIONS} />
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="offer-max">Max students</Label>
          <Input id="offer-max" type="number" min={1} max={MAX_STUDENTS_LIMIT} step={1} value={form.maxStudents} onChange={set('maxStudents')} aria-invalid={!!errors.maxStudents} aria-describedby={errors.maxStudents ? 'offer-maxStudents-error' : undefined} />
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

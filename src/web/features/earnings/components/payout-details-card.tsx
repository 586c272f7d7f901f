// Where payouts go: a bank account (holder, number, IFSC) or a UPI id. Once saved only the last four digits
// come back, so editing asks for the number again rather than pre-filling a masked one.
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { payoutDetailsSchema, type PayoutDetailsInput } from '@shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSavePayoutDetails, type PayoutDetailsView } from '../api/earnings';
import { formatDate } from '../../../lib/format';

type Method = PayoutDetailsInput['method'];
type FieldName = 'accountHolder' | 'accountNumber' | 'ifsc' | 'upiId';

export function PayoutDetailsCard({ details, timezone }: { details: PayoutDetailsView | null; timezone: string }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div>
          <CardTitle>Payout details</CardTitle>
          <CardDescription>Where your payouts are sent.</CardDescription>
        </div>
        {details && !editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Change
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {details && !editing ? (
          <SavedDetails details={details} timezone={timezone} />
        ) : (
          <PayoutDetailsForm initial={details} onDone={() => setEditing(false)} onCancel={details ? () => setEditing(false) : undefined} />
        )}
      </CardContent>
    </Card>
  );
}

function SavedDetails({ details, timezone }: { details: PayoutDetailsView; timezone: string }) {
  const rows =
    details.method === 'bank'
      ? [
          ['Method', 'Bank account'],
          ['Account holder', details.accountHolder],
          ['Account number', `•••• ${details.accountNumberLast4 ?? ''}`],
          ['IFSC', details.ifsc ?? ''],
        ]
      : [
          ['Method', 'UPI'],
          ['Account holder', details.accountHolder],
          ['UPI id', details.upiId ?? ''],
        ];
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{k}</dt>
            <dd className="font-medium break-all">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">Saved {formatDate(details.updatedAt, timezone)}</p>
    </div>
  );
}

function PayoutDetailsForm({ initial, onDone, onCancel }: { initial: PayoutDetailsView | null; onDone: () => void; onCancel?: () => void }) {
  const id = useId();
  const save = useSavePayoutDetails();
  const [method, setMethod] = useState<Method>(initial?.method ?? 'bank');
  const [values, setValues] = useState<Record<FieldName, string>>({
    accountHolder: initial?.accountHolder ?? '',
    accountNumber: '',
    ifsc: initial?.ifsc ?? '',
    upiId: initial?.upiId ?? '',
  });
  const [fields, setFields] = useState<Partial<Record<string, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const set = (name: FieldName) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    // Only the chosen method's fields go: an empty optional field would fail its pattern on the server.
    const body: PayoutDetailsInput =
      method === 'bank'
        ? { method, accountHolder: values.accountHolder, accountNumber: values.accountNumber.replace(/\s+/g, '') || undefined, ifsc: values.ifsc || undefined }
        : { method, accountHolder: values.accountHolder, upiId: values.upiId || undefined };
    // The same rules the server applies, checked first so a typo is pointed out without a round trip.
    const parsed = payoutDetailsSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setFields(next);
      return;
    }
    setFields({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Payout details saved');
        onDone();
      },
      onError: (err) => {
        const f = err instanceof ApiError ? (err.fields ?? {}) : {};
        setFields(f);
        if (!Object.keys(f).some((k) => k in values || k === 'method')) setGeneral(errorMessage(err, 'Your payout details could not be saved. Please try again.'));
      },
    });
  };

  const field = (name: FieldName, label: string, props: { placeholder?: string; inputMode?: 'numeric' | 'text'; autoComplete?: string; hint?: string } = {}) => {
    const err = fields[name];
    const described = [err && `${id}-${name}-error`, props.hint && `${id}-${name}-hint`].filter(Boolean).join(' ') || undefined;
    return (
      <div>
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <Input
          id={`${id}-${name}`}
          value={values[name]}
          onChange={set(name)}
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? 'off'}
          spellCheck={false}
          aria-invalid={err ? true : undefined}
          aria-describedby={described}
        />
        {props.hint && !err && (
          <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {props.hint}
          </p>
        )}
        {err && (
          <p id={`${id}-${name}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {err}
          </p>
        )}
      </div>
    );
  };

  const choice = (value: Method, label: string) => (
    <label className={cn('flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm', method === value ? 'border-brand-600 bg-brand-50 dark:bg-brand-700/20' : 'border-slate-300 dark:border-slate-700')}>
      <input type="radio" name={`${id}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} className="accent-brand-600" />
      {label}
    </label>
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Payout details">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">Pay me by</legend>
        <div className="flex gap-2">
          {choice('bank', 'Bank account')}
          {choice('upi', 'UPI')}
        </div>
      </fieldset>
      {field('accountHolder', 'Account holder name', { autoComplete: 'name' })}
      {method === 'bank' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('accountNumber', 'Account number', {
            inputMode: 'numeric',
            hint: initial?.accountNumberLast4 ? `Saved: •••• ${initial.accountNumberLast4}. Enter the full number again to save a change.` : '6 to 18 digits',
          })}
          {field('ifsc', 'IFSC', { placeholder: 'HDFC0001234' })}
        </div>
      ) : (
        field('upiId', 'UPI id', { placeholder: 'name@bank' })
      )}
      {general && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {general}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save payout details'}
        </Button>
      </div>
    </form>
  );
}

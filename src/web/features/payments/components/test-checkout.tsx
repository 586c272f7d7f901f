// The test provider's checkout (/checkout/test/:paymentId): a card processor's test mode inside the app. Only the
// fixed test cards are accepted and no money moves, so the page says so first, and lists the cards to use.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertCircle, FlaskConical, Lock, TimerOff } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { paymentMessages, testPayInputSchema, type TestCheckout, type TestPayInput } from '@shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { LoadingText } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useViewerZone } from '../../../lib/viewer-zone';
import { payTestCheckout, useTestCheckout } from '../api/payments';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'fails: insufficient funds' },
] as const;

type Field = keyof TestPayInput;

/** Digits in groups of four, as printed on a card; at most 19 digits. */
function formatCardNumber(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY, the slash put in once the month is typed. */
function formatExpiry(typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, or the slash would come straight back.
  if (previous.endsWith('/') && typed.length < previous.length) return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Where a checkout's return or cancel address leads: a path of this app by the router, anything else by the browser. */
function useGo() {
  const navigate = useNavigate();
  return (url: string) => (url.startsWith('/') ? navigate(url, { replace: true }) : window.location.assign(url));
}

function useSecondsLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const t = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(t);
  }, [until]);
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1_000)) : null;
}

function TestModeBanner() {
  return (
    <div role="note" aria-label="Test mode" className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-50">
      <p className="flex items-center gap-2 font-bold tracking-wide">
        <FlaskConical className="h-5 w-5 shrink-0" aria-hidden /> TEST MODE
      </p>
      <p className="mt-1 text-sm">No real money moves and no real card is charged. Pay with one of these test cards, any future expiry date and any 3-digit security code:</p>
      <ul className="mt-2 space-y-1 text-sm">
        {TEST_CARDS.map((c) => (
          <li key={c.number} className="flex flex-wrap gap-x-2">
            <span className="font-mono font-semibold tabular-nums">{c.number}</span>
            <span>{c.outcome}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Summary({ checkout, tz, secondsLeft }: { checkout: TestCheckout; tz: string; secondsLeft: number | null }) {
  const at = checkout.scheduledAt;
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">You pay</p>
          <p className="text-3xl font-bold tabular-nums">{formatMoney(checkout.amount, checkout.currency)}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">No booking fee. Taxes included.</p>
        </div>
        <dl className="space-y-2 border-t border-slate-100 pt-4 text-sm dark:border-slate-800">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Tutor</dt>
            <dd className="font-medium">{checkout.tutorName}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Session</dt>
            <dd className="font-medium">{checkout.sessionTitle}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">When</dt>
            <dd className="font-medium">
              {formatDateTime(at, tz, { style: 'long', zoneName: true })}
            </dd>
          </div>
        </dl>
        {secondsLeft !== null && (
          <p className="rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
            The time is held for you for{' '}
            <span role="timer" aria-live="off" className="font-mono font-semibold tabular-nums">
              {Math.floor(secondsLeft / 60)}:{String(secondsLeft % 60).padStart(2, '0')}
            </span>{' '}
            more.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function CardForm({ checkout, onPaid, onGone }: { checkout: TestCheckout; onPaid: (returnUrl: string) => void; onGone: () => void }) {
  const [values, setValues] = useState({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(checkout.failureMessage);
  const [paying, setPaying] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { cardNumber: values.cardNumber.replace(/\s/g, ''), expiry: values.expiry, cvc: values.cvc, name: values.name.trim() || undefined };
    const parsed = testPayInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])));
      return;
    }
    setPaying(true);
    setFailure(null);
    try {
      const result = await payTestCheckout(checkout.paymentId, parsed.data);
      if (result.status === 'paid') {
        onPaid(result.returnUrl);
        return;
      }
      setFailure(result.message ?? 'The payment did not go through. Please try another card.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 422 && err.fields && Object.keys(err.fields).length > 0) setErrors(err.fields as Partial<Record<Field, string>>);
      else if (err instanceof ApiError && err.status === 409) {
        setFailure(err.message);
        onGone();
      } else setFailure(errorMessage(err, 'The payment service did not answer. Please try again in a moment.'));
    } finally {
      setPaying(false);
    }
  }

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${field}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {});

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label="Card details">
          <h2 className="text-lg font-semibold">Pay by card</h2>
          {failure && (
            <div ref={alertRef} tabIndex={-1} role="alert" className="flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 outline-none dark:border-red-900 dark:bg-red-950/50 dark:text-red-100">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{failure}</span>
            </div>
          )}
          <div>
            <Label htmlFor="card-number">Card number</Label>
            <Input
              id="card-number"
              name="cardnumber"
              autoComplete="cc-number"
              inputMode="numeric"
              placeholder="4242 4242 4242 4242"
              className="font-mono tabular-nums"
              value={values.cardNumber}
              onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
              {...described('cardNumber')}
            />
            {fieldError('cardNumber')}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <Label htmlFor="card-expiry">Expiry (MM/YY)</Label>
              <Input
                id="card-expiry"
                name="exp-date"
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM/YY"
                className="font-mono tabular-nums"
                value={values.expiry}
                onChange={(e) => set('expiry', formatExpiry(e.target.value, values.expiry))}
                {...described('expiry')}
              />
              {fieldError('expiry')}
            </div>
            <div>
              <Label htmlFor="card-cvc">Security code (CVC)</Label>
              <Input
                id="card-cvc"
                name="cvc"
                autoComplete="cc-csc"
                inputMode="numeric"
                placeholder="123"
                className="font-mono tabular-nums"
                value={values.cvc}
                onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
                {...described('cvc')}
              />
              {fieldError('cvc')}
            </div>
          </div>
          <div>
            <Label htmlFor="card-name">Name on card</Label>
            <Input id="card-name" name="ccname" autoComplete="cc-name" value={values.name} onChange={(e) => set('name', e.target.value)} {...described('name')} />
            {fieldError('name')}
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={paying}>
            <Lock className="h-4 w-4" aria-hidden />
            {paying ? 'Processing…' : `Pay ${formatMoney(checkout.amount, checkout.currency)}`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export function TestCheckoutPage({ paymentId }: { paymentId: string }) {
  const { zone: tz } = useViewerZone();
  const checkout = useTestCheckout(paymentId);
  const go = useGo();
  const data = checkout.data;
  const secondsLeft = useSecondsLeft(data?.status === 'requires_payment' ? data.holdExpiresAt : null);
  const paid = data?.status === 'paid';

  // Paid already (another tab, a second visit): the booking page says what happens next.
  useEffect(() => {
    if (paid && data) go(data.returnUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it is seen paid
  }, [paid]);

  if (paid) {
    return (
      <p role="status" className="py-16 text-center text-sm text-slate-700 dark:text-slate-300">
        Paid. Taking you back…
      </p>
    );
  }
  if (checkout.isPending) return <LoadingText text="Loading checkout…" />;
  if (!data) {
    const missing = checkout.error instanceof ApiError && (checkout.error.status === 404 || checkout.error.status === 403);
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Checkout not found' : 'The checkout could not be loaded'}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{missing ? 'This payment does not exist or is not yours.' : errorMessage(checkout.error, 'Please try again in a moment.')}</p>
        <Link to="/student/dashboard" className="mt-6 inline-block text-sm text-brand-700 hover:underline dark:text-brand-100">
          Go to your dashboard
        </Link>
      </div>
    );
  }

  const expired = data.status === 'expired' || (data.status === 'requires_payment' && secondsLeft === 0);
  const payable = data.status === 'requires_payment' && !expired;

  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <TestModeBanner />
      <h1 className="mt-6 text-2xl font-bold">Checkout</h1>
      <div className="mt-4 grid items-start gap-6 md:grid-cols-[1fr_1.2fr]">
        <Summary checkout={data} tz={tz} secondsLeft={payable ? secondsLeft : null} />
        {payable ? (
          <div className="space-y-3">
            <CardForm checkout={data} onPaid={go} onGone={() => void checkout.refetch()} />
            <Button variant="ghost" className="w-full" onClick={() => go(data.cancelUrl)}>
              Cancel and go back
            </Button>
          </div>
        ) : (
          <Card>
            <CardContent className="space-y-4 pt-6" role="status">
              <p className="flex items-center gap-2 text-lg font-semibold">
                <TimerOff className="h-5 w-5 shrink-0 text-amber-600" aria-hidden />
                {expired ? 'The time to pay ran out' : 'This booking cannot be paid now'}
              </p>
              <p className="text-slate-700 dark:text-slate-300">
                {expired ? paymentMessages.expired : paymentMessages.notPayable}
              </p>
              <Button asChild>
                <Link to={`/booking/${data.expertId}`}>Choose a time again</Link>
              </Button>
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}

// Razorpay's checkout: its widget (a script from checkout.razorpay.com, allowed by the page's CSP only when
// Razorpay is the provider) opens over this page on the order the server created. The widget's signed answer
// goes back to the server, which verifies it and reads the payment from Razorpay before the booking moves on.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/spinner';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/api-client';
import { useRazorpayCheckout, verifyRazorpay } from '../api/payments';

type RazorpaySuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayWidget = { open: () => void; on: (event: 'payment.failed', handler: (e: { error?: { description?: string } }) => void) => void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayWidget;

function loadWidget(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://checkout.razorpay.com/v1/checkout.js';
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay could not be reached'));
    document.head.appendChild(script);
  });
}

export function RazorpayCheckoutPage({ paymentId }: { paymentId: string }) {
  const checkout = useRazorpayCheckout(paymentId);
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);
  const data = checkout.data;

  async function open() {
    if (!data) return;
    setMessage(null);
    setBusy(true);
    try {
      const Razorpay = await loadWidget();
      const widget = new Razorpay({
        key: data.keyId,
        order_id: data.orderId,
        amount: data.amount,
        currency: data.currency,
        name: data.tutorName,
        description: data.sessionTitle,
        prefill: { email: data.email },
        handler: (signed: RazorpaySuccess) => {
          verifyRazorpay(paymentId, signed)
            .then((r) => navigate(r.returnUrl, { replace: true }))
            .catch((err: unknown) => setMessage(errorMessage(err, 'The payment could not be verified. If money left your account, it will be refunded.')));
        },
        modal: { ondismiss: () => setBusy(false) },
      });
      widget.on('payment.failed', (e) => setMessage(e.error?.description ?? 'The payment failed. Please try again.'));
      widget.open();
    } catch {
      setBusy(false);
      setMessage('Razorpay could not be reached. Please check your connection and try again.');
    }
  }

  useEffect(() => {
    if (data?.status === 'paid') navigate(data.returnUrl, { replace: true });
    else if (data?.status === 'requires_payment' && !opened.current) {
      opened.current = true;
      void open();
    }
    // open() reads the same data; it runs once per checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  if (checkout.isPending) return <LoadingText text="Loading..." />;
  if (!data) return <p className="mx-auto max-w-xl px-4 py-16 text-center">{errorMessage(checkout.error, 'This payment could not be found.')}</p>;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <h1 className="text-xl font-semibold">Pay {formatMoney(data.amount, data.currency)}</h1>
          <p className="text-slate-700 dark:text-slate-300">
            {data.sessionTitle} with {data.tutorName}
          </p>
          {data.status === 'requires_payment' ? (
            <>
              {message && (
                <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-900/30 dark:text-red-100">
                  {message}
                </p>
              )}
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button onClick={() => void open()} disabled={busy}>
                  {busy ? 'Processing…' : 'Pay with Razorpay'}
                </Button>
                <Button variant="outline" asChild>
                  <Link to={data.cancelUrl}>Cancel and go back</Link>
                </Button>
              </div>
            </>
          ) : (
            <p role="status">This booking can no longer be paid: the time to pay ran out.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

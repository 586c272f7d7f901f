// Payments API contracts (DESIGN.md §5): the booking's payment, the test checkout, balances, history,
// earnings, payouts, disputes and the operator's view. Amounts are integers in minor units (paise for INR).
import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });
const minor = z.number().int();

const PAYMENT_STATUSES = ['requires_payment', 'paid', 'refunded', 'partially_refunded', 'not_required', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
const PAYMENT_PROVIDERS = ['test', 'stripe', 'razorpay', 'offline'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How long a booking holds its slot while the student pays. */
export const HOLD_MINUTES = 15;
/** How long after a completed session a student may report a no-show; the tutor's earning waits as long. */
export const DISPUTE_WINDOW_HOURS = 24;

/** The test provider's fixed cards, as a card processor's test mode has them. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const paymentMessages = {
  declined: 'Your card was declined. Please try another card.',
  insufficientFunds: 'Your card has insufficient funds. Please try another card.',
  unknownCard: 'This is a test checkout: use the test card 4242 4242 4242 4242.',
  invalidExpiry: "The card's expiry date is not valid.",
  invalidCvc: "The card's security code is not valid.",
  expired: 'The time to pay for this booking ran out and the slot was released. Please choose a time again.',
  alreadyPaid: 'This booking is paid already.',
  notPayable: 'This booking cannot be paid now.',
  awaitingPayment: "This session is awaiting the student's payment.",
  providerUnavailable: 'The payment service did not answer. Please try again in a moment.',
  disputeWindow: 'A missed session can be reported from its start until 24 hours after its end.',
  disputeNotPaid: 'Only a paid session can be reported.',
  disputeOpen: 'This session has been reported already.',
  nothingToPayOut: 'There is no available balance to pay out.',
  payoutDetailsMissing: 'Add your payout details before requesting a payout.',
  notOffline: 'Only sessions paid to the tutor directly can be marked paid.',
} as const;

/** The refund policy, in the words the booking page shows before paying. */
export const refundPolicyText = [
  'Cancel at least 12 hours before the start: full refund.',
  'Later than that only your tutor can cancel, and you are refunded in full.',
  'If your tutor declines or cancels, you are refunded in full at once.',
  "If your tutor doesn't show up, report it within 24 hours and we will look into it.",
  'Rescheduling keeps your payment.',
] as const;

const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** The payment part of every booking answer. */
export const bookingPaymentSchema = z.object({
  status: paymentStatusSchema,
  amount: minor,
  currency: z.string().length(3),
  /** Where the student pays (a requires_payment booking paid online); null otherwise. */
  checkoutUrl: z.string().nullable(),
  /** Until when the slot is held for the payment; null when nothing is held. */
  holdExpiresAt: instant.nullable(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  refundedAmount: minor,
  /** The last failure in plain words (a declined card), while the booking still awaits payment. */
  failureMessage: z.string().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

// ── the test provider's checkout page (/checkout/test/:paymentId) ─────────────
export const paymentIdParams = z.object({ paymentId: z.string().uuid() });

export const testCheckoutSchema = z.object({
  paymentId: z.string(),
  bookingId: z.string(),
  expertId: z.string(),
  tutorName: z.string(),
  sessionTitle: z.string(),
  scheduledAt: instant,
  amount: minor,
  currency: z.string(),
  status: paymentStatusSchema,
  holdExpiresAt: instant.nullable(),
  failureMessage: z.string().nullable(),
  /** Where the page goes once paid (the booking page's result). */
  returnUrl: z.string(),
  /** Where "Cancel" goes (the booking page, the hold kept until it expires). */
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const testPayInputSchema = z.object({
  cardNumber: z.string().trim().min(1, 'Enter the card number').max(30),
  /** MM/YY */
  expiry: z.string().trim().min(1, 'Enter the expiry date').max(7),
  cvc: z.string().trim().min(1, 'Enter the security code').max(4),
  name: z.string().trim().max(100).optional(),
});
export type TestPayInput = z.infer<typeof testPayInputSchema>;

export const testPayResultSchema = z.object({
  status: z.enum(['paid', 'failed']),
  message: z.string().nullable(),
  returnUrl: z.string(),
});
export type TestPayResult = z.infer<typeof testPayResultSchema>;

// ── Razorpay's checkout (/checkout/razorpay/:paymentId): its widget opens on our page ──
export const razorpayCheckoutSchema = z.object({
  keyId: z.string(),
  orderId: z.string(),
  amount: minor,
  currency: z.string(),
  tutorName: z.string(),
  sessionTitle: z.string(),
  email: z.string(),
  status: paymentStatusSchema,
  holdExpiresAt: instant.nullable(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
});
export type RazorpayCheckout = z.infer<typeof razorpayCheckoutSchema>;
/** What the widget's success handler hands back, signed with our key secret. */
export const razorpayVerifySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

// ── balances, history, earnings ───────────────────────────────────────────────
export const balanceSchema = z.object({ currency: z.string(), pending: minor, available: minor, paidOut: minor });
export type Balance = z.infer<typeof balanceSchema>;

const taxSchema = z.object({ label: z.string(), ratePercent: z.number(), amount: minor });

/** A student's payment, as the receipt shows it. */
const studentPaymentSchema = z.object({
  id: z.string(),
  receiptNumber: z.string().nullable(),
  bookingId: z.string(),
  date: instant,
  paidAt: instant.nullable(),
  status: paymentStatusSchema,
  amount: minor,
  refundedAmount: minor,
  currency: z.string(),
  tutorName: z.string(),
  sessionTitle: z.string(),
  scheduledAt: instant,
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Taxes included in the amount. */
  tax: taxSchema,
});
export type StudentPayment = z.infer<typeof studentPaymentSchema>;

const LEDGER_KINDS = ['charge', 'refund', 'release', 'payout'] as const;

/** One movement of a tutor's money: an earning (net of the platform fee), its release, a refund's reversal, a payout. */
const tutorTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  at: instant,
  /** Signed, from the tutor's side: + earned, − refunded or paid out. */
  amount: minor,
  /** For charges: what the student paid and the platform fee taken from it. */
  gross: minor.nullable(),
  fee: minor.nullable(),
  /** Which balance moved: pending, available, or paid out. */
  balance: z.enum(['pending', 'available', 'paid_out']),
  bookingId: z.string().nullable(),
  sessionTitle: z.string().nullable(),
  studentName: z.string().nullable(),
  currency: z.string(),
});
export type TutorTransaction = z.infer<typeof tutorTransactionSchema>;

export const paymentHistorySchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('student'), payments: z.array(studentPaymentSchema) }),
  z.object({ role: z.literal('tutor'), transactions: z.array(tutorTransactionSchema) }),
]);
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

export const payoutDetailsSchema = z.object({
  method: z.enum(['bank', 'upi']),
  accountHolder: z.string().trim().min(2, 'Enter the account holder name').max(100),
  /** Bank: the account number (stored, shown masked) and IFSC; UPI: the UPI id. */
  accountNumber: z.string().trim().regex(/^\d{6,18}$/, 'Enter a bank account number of 6 to 18 digits').optional(),
  ifsc: z.string().trim().toUpperCase().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter a valid IFSC code, e.g. HDFC0001234').optional(),
  upiId: z.string().trim().regex(/^[\w.-]{2,256}@[a-zA-Z]{2,64}$/, 'Enter a valid UPI id, e.g. name@bank').optional(),
}).superRefine((d, ctx) => {
  if (d.method === 'bank' && !d.accountNumber) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'Enter a bank account number of 6 to 18 digits' });
  if (d.method === 'bank' && !d.ifsc) ctx.addIssue({ code: 'custom', path: ['ifsc'], message: 'Enter a valid IFSC code, e.g. HDFC0001234' });
  if (d.method === 'upi' && !d.upiId) ctx.addIssue({ code: 'custom', path: ['upiId'], message: 'Enter a valid UPI id, e.g. name@bank' });
});
export type PayoutDetailsInput = z.infer<typeof payoutDetailsSchema>;

/** Payout details as shown back: the account number masked. */
export const payoutDetailsViewSchema = z.object({
  method: z.enum(['bank', 'upi']),
  accountHolder: z.string(),
  accountNumberLast4: z.string().nullable(),
  ifsc: z.string().nullable(),
  upiId: z.string().nullable(),
  updatedAt: instant,
});

const PAYOUT_STATUSES = ['requested', 'paid', 'failed'] as const;
export const payoutSchema = z.object({
  id: z.string(),
  amount: minor,
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  requestedAt: instant,
  paidAt: instant.nullable(),
  failureMessage: z.string().nullable(),
  expertId: z.string(),
  tutorName: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const earningsSchema = z.object({
  balance: balanceSchema,
  /** The platform's commission, percent of each payment. */
  feePercent: z.number(),
  /** Last 12 months, oldest first: earned (net, by payment month) and paid out. */
  monthly: z.array(z.object({ month: z.string(), earned: minor, paidOut: minor })),
  payoutDetails: payoutDetailsViewSchema.nullable(),
  payouts: z.array(payoutSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

// ── disputes and the operator's view ──────────────────────────────────────────
export const openDisputeSchema = z.object({ reason: z.string().trim().min(10, 'Tell us in a sentence what happened (at least 10 characters).').max(2000) });
export const resolveDisputeSchema = z.object({ outcome: z.enum(['refund', 'release']), note: z.string().trim().max(2000).optional() });

const DISPUTE_STATUSES = ['open', 'refunded', 'released'] as const;
export const disputeSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  openedAt: instant,
  resolvedAt: instant.nullable(),
  resolutionNote: z.string().nullable(),
  amount: minor,
  currency: z.string(),
  studentName: z.string(),
  tutorName: z.string(),
  sessionTitle: z.string(),
  scheduledAt: instant,
});
export type Dispute = z.infer<typeof disputeSchema>;

const ledgerCheckSchema = z.object({
  balanced: z.boolean(),
  transactions: z.number().int(),
  /** Transactions whose entries do not sum to zero (should be none). */
  unbalancedTransactions: z.number().int(),
  /** Accounts whose balance went the wrong side of zero (should be none). */
  negativeAccounts: z.number().int(),
  totals: z.object({ cash: minor, platformFees: minor, tutorsPending: minor, tutorsAvailable: minor, charged: minor, refunded: minor, paidOut: minor }),
  checkedInMs: z.number(),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

const adminRefundSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  amount: minor,
  currency: z.string(),
  reason: z.string(),
  at: instant,
  studentName: z.string(),
  tutorName: z.string(),
  sessionTitle: z.string(),
});

export const adminPaymentsSchema = z.object({
  disputes: z.array(disputeSchema),
  refunds: z.array(adminRefundSchema),
  payouts: z.array(payoutSchema),
  ledger: ledgerCheckSchema,
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type AdminPayments = z.infer<typeof adminPaymentsSchema>;

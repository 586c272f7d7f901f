// The payments API (DESIGN.md §5, decision 025): the test checkout, provider webhooks, balances, history,
// earnings and payouts, disputes, offline payments and the operator's view.
import { z } from 'zod';
import {
  adminPaymentsSchema,
  balanceSchema,
  disputeSchema,
  earningsSchema,
  openDisputeSchema,
  paymentHistorySchema,
  paymentIdParams,
  payoutDetailsSchema,
  payoutDetailsViewSchema,
  payoutSchema,
  razorpayCheckoutSchema,
  razorpayVerifySchema,
  resolveDisputeSchema,
  testCheckoutSchema,
  testPayInputSchema,
  testPayResultSchema,
} from '../../../shared/schemas/payments';
import { bookingDtoSchema } from '../../../shared/schemas/bookings';
import { AppError } from '../../../shared/errors';
import { route, type RouteDef } from '../../http/route';
import { getBooking } from '../bookings/bookings.service';
import * as svc from './payments.service';

const idParams = z.object({ id: z.string().uuid() });
const tags = ['payments'];
const expertOf = (actor: { expertProfileId: string | null }) => {
  if (!actor.expertProfileId) throw new AppError('FORBIDDEN', 'Expert profile not found');
  return actor.expertProfileId;
};

export const paymentsRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: '/bookings/:id/payment/refresh',
    access: 'user',
    summary: "Asks the provider for the booking's payment state (the checkout's return page calls it)",
    tags,
    params: idParams,
    response: bookingDtoSchema,
    handler: async ({ deps, actor, params }) => {
      const b = await getBooking({ deps, actor, input: params });
      if (b.studentId === actor.userId) await svc.refreshPayment(deps, b.id, actor.email);
      return getBooking({ deps, actor, input: params });
    },
  }),
  route({
    method: 'POST',
    path: '/bookings/:id/dispute',
    access: 'student',
    summary: 'Reports a paid session the tutor did not show up for (from its start until 24 h after its end)',
    tags,
    params: idParams,
    body: openDisputeSchema,
    status: 201,
    response: disputeSchema,
    handler: ({ deps, actor, params, body }) => svc.openDispute(deps, actor, params.id, body.reason),
  }),
  route({
    method: 'POST',
    path: '/bookings/:id/mark-paid',
    access: 'expert',
    summary: 'The tutor marks a session paid directly to them (offline payments)',
    tags,
    params: idParams,
    response: bookingDtoSchema,
    handler: async ({ deps, actor, params }) => {
      await svc.markPaidOffline(deps, actor, params.id);
      return getBooking({ deps, actor, input: params });
    },
  }),
  route({
    method: 'GET',
    path: '/payments/test-checkout/:paymentId',
    access: 'user',
    summary: "The test provider's checkout: what is being paid (the paying student only)",
    tags,
    params: paymentIdParams,
    response: testCheckoutSchema,
    handler: ({ deps, actor, params }) => svc.getTestCheckout(deps, actor, params.paymentId),
  }),
  route({
    method: 'POST',
    path: '/payments/test-checkout/:paymentId/pay',
    access: 'user',
    summary: 'Pays with a test card: 4242… succeeds, 4000…0002 is declined, 4000…9995 lacks funds',
    tags,
    params: paymentIdParams,
    body: testPayInputSchema,
    response: testPayResultSchema,
    handler: ({ deps, actor, params, body }) => svc.payTestCheckout(deps, actor, params.paymentId, body),
  }),
  route({
    method: 'GET',
    path: '/payments/razorpay-checkout/:paymentId',
    access: 'user',
    summary: "What Razorpay's checkout widget opens with (the paying student only)",
    tags,
    params: paymentIdParams,
    response: razorpayCheckoutSchema,
    handler: ({ deps, actor, params }) => svc.getRazorpayCheckout(deps, actor, params.paymentId),
  }),
  route({
    method: 'POST',
    path: '/payments/razorpay-checkout/:paymentId/verify',
    access: 'user',
    summary: "The widget's signed success: verified, then the payment read (and captured) from Razorpay",
    tags,
    params: paymentIdParams,
    body: razorpayVerifySchema,
    response: z.object({ returnUrl: z.string() }),
    handler: ({ deps, actor, params, body }) => svc.verifyRazorpayCheckout(deps, actor, params.paymentId, body),
  }),
  route({
    method: 'POST',
    path: '/payments/webhooks/:provider',
    access: 'public',
    summary: "A payment provider's webhook (signature checked over the raw body; the same event twice has one effect)",
    tags,
    params: z.object({ provider: z.enum(['stripe', 'razorpay']) }),
    rawBody: true,
    bodyLimit: 256 * 1024,
    response: z.object({ received: z.boolean() }),
    handler: async ({ deps, params, c }) => svc.receiveWebhook(deps, params.provider, await c.req.text(), (name) => c.req.header(name)),
  }),
  route({
    method: 'GET',
    path: '/payments/balance',
    access: 'expert',
    summary: "The tutor's balances in minor units: pending, available, paid out",
    tags,
    response: balanceSchema,
    handler: ({ deps, actor }) => svc.balanceOf(deps, expertOf(actor)),
  }),
  route({
    method: 'GET',
    path: '/payments/history',
    access: 'user',
    summary: "The caller's payments (a student's, with receipts) or money movements (a tutor's)",
    tags,
    response: paymentHistorySchema,
    handler: ({ deps, actor }) => svc.paymentHistory(deps, actor),
  }),
  route({
    method: 'GET',
    path: '/payments/earnings',
    access: 'expert',
    summary: "The tutor's earnings page: balances, 12 months, payout details and payouts",
    tags,
    response: earningsSchema,
    handler: ({ deps, actor }) => svc.earnings(deps, expertOf(actor)),
  }),
  route({
    method: 'PUT',
    path: '/payments/payout-details',
    access: 'expert',
    summary: 'Saves where payouts go (bank account and IFSC, or UPI id)',
    tags,
    body: payoutDetailsSchema,
    response: payoutDetailsViewSchema,
    handler: async ({ deps, actor, body }) => (await svc.savePayoutDetails(deps, expertOf(actor), body))!,
  }),
  route({
    method: 'POST',
    path: '/payments/payouts',
    access: 'expert',
    summary: 'Pays out the whole available balance',
    tags,
    status: 201,
    response: payoutSchema,
    handler: ({ deps, actor }) => svc.requestPayout(deps, expertOf(actor)),
  }),
  route({
    method: 'GET',
    path: '/admin/payments',
    access: 'admin',
    summary: 'Disputes, refunds, payouts and the ledger check',
    tags: ['admin', ...tags],
    response: adminPaymentsSchema,
    handler: ({ deps }) => svc.adminPayments(deps),
  }),
  route({
    method: 'POST',
    path: '/admin/disputes/:id/resolve',
    access: 'admin',
    summary: 'Resolves a dispute: refund the student or release the earning to the tutor',
    tags: ['admin', ...tags],
    params: idParams,
    body: resolveDisputeSchema,
    response: disputeSchema,
    handler: ({ deps, actor, params, body }) => svc.resolveDispute(deps, actor, params.id, body.outcome, body.note),
  }),
];

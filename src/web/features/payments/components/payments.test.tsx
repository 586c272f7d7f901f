// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentHistory, StudentPayment, TestCheckout, TestPayResult } from '@shared/schemas/payments';
import { aStudent, visitorApi } from '../../../test/fixtures';
import { formatDateTime } from '../../../lib/format';
import { replyError } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const NOW = '2026-03-09T04:30:00.000Z';
const EXPERT = '7c0a2f4e-0000-4000-8000-000000000001';
const PAYMENT = '9d0c1e2f-0000-4000-8000-000000000001';

const checkout = (overrides: Partial<TestCheckout> = {}): TestCheckout => ({
  paymentId: PAYMENT,
  bookingId: 'b-1',
  expertId: EXPERT,
  tutorName: 'Ravi Kumar',
  sessionTitle: 'Algebra Foundations',
  scheduledAt: '2026-03-10T04:30:00.000Z',
  amount: 80_000,
  currency: 'INR',
  status: 'requires_payment',
  holdExpiresAt: '2026-03-09T04:45:00.000Z',
  failureMessage: null,
  returnUrl: `/booking/${EXPERT}?booking=b-1`,
  cancelUrl: `/booking/${EXPERT}?booking=b-1&cancelled=1`,
  ...overrides,
});

const checkoutApi = (c: TestCheckout = checkout()) =>
  visitorApi(aStudent())
    .on<TestCheckout>('GET /api/payments/test-checkout/:paymentId', c)
    // Where the checkout sends the student back: the booking page asks where the payment stands.
    .on('GET /api/experts/:id', replyError(404, 'NOT_FOUND', 'Not found'));

async function fillCard(user: Awaited<ReturnType<typeof renderRoute>>['user'], number: string) {
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await user.clear(screen.getByLabelText('Security code (CVC)'));
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

describe('the test checkout', () => {
  it('says it is a test, shows what is paid for, and keeps the form after a declined card', async () => {
    const api = checkoutApi().on<TestPayResult>('POST /api/payments/test-checkout/:paymentId/pay', { status: 'failed', message: 'Your card was declined. Please try another card.', returnUrl: '' });
    const { user } = await renderRoute(`/checkout/test/${PAYMENT}`, { api, now: NOW });
    const banner = await screen.findByRole('note', { name: 'Test mode' });
    expect(within(banner).getByText('TEST MODE')).toBeTruthy();
    expect(within(banner).getByText('4000 0000 0000 9995')).toBeTruthy();
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText(formatDateTime('2026-03-10T04:30:00.000Z', 'Asia/Kolkata', { style: 'long', zoneName: true }))).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^1[45]:\d\d$/);
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Expiry (MM/YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('Security code (CVC)').getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByLabelText('Name on card').getAttribute('autocomplete')).toBe('cc-name');

    // Empty fields are said at each field, before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Pay ₹800' }));
    expect(screen.getByText('Enter the card number')).toBeTruthy();
    expect(api.callsTo('POST /api/payments/test-checkout/:paymentId/pay')).toEqual([]);

    await fillCard(user, '4000000000000002');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect((screen.getByLabelText('Expiry (MM/YY)') as HTMLInputElement).value).toBe('12/30');
    await user.click(screen.getByRole('button', { name: 'Pay ₹800' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined. Please try another card.');
    expect(api.lastBody('POST /api/payments/test-checkout/:paymentId/pay')).toEqual({ cardNumber: '4000000000000002', expiry: '12/30', cvc: '123' });
    expect(screen.getByRole('button', { name: 'Pay ₹800' })).toBeTruthy();
  });

  it('shows the fields the server refuses, and once paid goes back to the booking page', async () => {
    const api = checkoutApi().once<TestPayResult>('POST /api/payments/test-checkout/:paymentId/pay', replyError(422, 'VALIDATION', 'Invalid input', { expiry: "The card's expiry date is not valid." }));
    const app = await renderRoute(`/checkout/test/${PAYMENT}`, { api, now: NOW });
    await screen.findByRole('note', { name: 'Test mode' });
    await fillCard(app.user, '4242424242424242');
    await app.user.click(screen.getByRole('button', { name: 'Pay ₹800' }));
    expect(await screen.findByText("The card's expiry date is not valid.")).toBeTruthy();
    expect(screen.getByLabelText('Expiry (MM/YY)').getAttribute('aria-invalid')).toBe('true');

    api.on<TestPayResult>('POST /api/payments/test-checkout/:paymentId/pay', { status: 'paid', message: null, returnUrl: checkout().returnUrl });
    await app.user.click(screen.getByRole('button', { name: 'Pay ₹800' }));
    await waitFor(() => expect(app.location().pathname + app.location().search).toBe(checkout().returnUrl));
  });

  it('"Cancel and go back" goes to the booking page with cancelled=1', async () => {
    const app = await renderRoute(`/checkout/test/${PAYMENT}`, { api: checkoutApi(), now: NOW });
    await app.user.click(await screen.findByRole('button', { name: 'Cancel and go back' }));
    await waitFor(() => expect(app.location().search).toBe('?booking=b-1&cancelled=1'));
  });

  it('run out: says so and links back to choosing a time', async () => {
    await renderRoute(`/checkout/test/${PAYMENT}`, { api: checkoutApi(checkout({ status: 'expired' })), now: NOW });
    expect(await screen.findByText('The time to pay ran out')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a time again' }).getAttribute('href')).toBe(`/booking/${EXPERT}`);
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});

const aPayment = (overrides: Partial<StudentPayment> = {}): StudentPayment => ({
  id: 'p-1',
  receiptNumber: 'R2026-000001',
  bookingId: 'b-1',
  date: '2026-03-05T06:00:00.000Z',
  paidAt: '2026-03-05T06:01:00.000Z',
  status: 'partially_refunded',
  amount: 80_000,
  refundedAmount: 20_000,
  currency: 'INR',
  tutorName: 'Ravi Kumar',
  sessionTitle: 'Algebra Foundations',
  scheduledAt: '2026-03-10T04:30:00.000Z',
  provider: 'test',
  tax: { label: 'GST', ratePercent: 18, amount: 12_203 },
  ...overrides,
});

const history = (payments: StudentPayment[]): PaymentHistory => ({ role: 'student', payments });

describe('the student payments page', () => {
  it('lists payments and opens a full receipt', async () => {
    const api = visitorApi(aStudent()).on<PaymentHistory>('GET /api/payments/history', history([aPayment()]));
    const { user } = await renderRoute('/student/payments', { api, now: NOW });
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('R2026-000001')).toBeTruthy();
    expect(within(row).getByText('Partially refunded')).toBeTruthy();
    expect(within(row).getByText('Refunded ₹200')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: /Receipt for Algebra Foundations/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt R2026-000001' });
    expect(within(dialog).getByText('Asha Verma')).toBeTruthy();
    expect(within(dialog).getByText('Includes GST 18%: ₹122.03')).toBeTruthy();
    expect(within(dialog).getByText('Card (test mode)')).toBeTruthy();
    expect(within(dialog).getByText('Refunded ₹200')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    const api = visitorApi(aStudent()).on<PaymentHistory>('GET /api/payments/history', history([]));
    await renderRoute('/student/payments', { api, now: NOW });
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    // The student area's navigation (loaded with the area) leads here.
    expect((await screen.findByRole('link', { name: /Payments/ })).getAttribute('href')).toBe('/student/payments');
  });
});

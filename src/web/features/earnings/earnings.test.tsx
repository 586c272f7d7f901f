// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Earnings, PaymentHistory, Payout, TutorTransaction } from '@shared/schemas/payments';
import { aTutor, visitorApi } from '../../test/fixtures';
import type { PayoutDetailsView } from './api/earnings';
import { reply, replyError } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const NOW = '2026-03-09T04:30:00.000Z';
const months = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

const bank = { method: 'bank' as const, accountHolder: 'Ravi Kumar', accountNumberLast4: '1234', ifsc: 'HDFC0001234', upiId: null, updatedAt: '2026-03-01T06:00:00.000Z' };
const payout: Payout = { id: 'po-1', amount: 68_000, currency: 'INR', status: 'paid', requestedAt: '2026-02-20T06:00:00.000Z', paidAt: '2026-02-21T06:00:00.000Z', failureMessage: null, expertId: 'e-1', tutorName: 'Ravi Kumar' };

function earnings(overrides: Partial<Earnings> = {}): Earnings {
  return {
    balance: { currency: 'INR', pending: 102_000, available: 136_000, paidOut: 68_000 },
    feePercent: 15,
    monthly: months.map((month) => ({ month, earned: month === '2026-02' ? 204_000 : month === '2026-03' ? 102_000 : 0, paidOut: month === '2026-02' ? 68_000 : 0 })),
    payoutDetails: bank,
    payouts: [payout],
    ...overrides,
  };
}

const tx = (t: Partial<TutorTransaction> & Pick<TutorTransaction, 'id' | 'kind' | 'amount' | 'balance'>): TutorTransaction => ({
  at: '2026-03-05T06:00:00.000Z',
  gross: null,
  fee: null,
  bookingId: 'b-1',
  sessionTitle: 'Algebra Foundations',
  studentName: 'Asha Verma',
  currency: 'INR',
  ...t,
});

const transactions = [
  tx({ id: 't1', kind: 'charge', amount: 68_000, gross: 80_000, fee: 12_000, balance: 'pending' }),
  tx({ id: 't2', kind: 'release', amount: 68_000, balance: 'available' }),
  tx({ id: 't3', kind: 'refund', amount: -68_000, balance: 'pending' }),
  tx({ id: 't4', kind: 'payout', amount: -68_000, balance: 'paid_out', bookingId: null, sessionTitle: null, studentName: null }),
];

function earningsApi(e: Earnings = earnings(), history: TutorTransaction[] = transactions) {
  return visitorApi(aTutor())
    .on('GET /api/bookings/counts', { pendingSessions: 0, upcomingSessions: 0 })
    .on('GET /api/reschedule-requests', [])
    .on<Earnings>('GET /api/payments/earnings', e)
    .on<PaymentHistory>('GET /api/payments/history', () => ({ role: 'tutor', transactions: history }) satisfies PaymentHistory);
}

const open = (api = earningsApi()) => renderRoute('/tutor/dashboard/earnings', { api, now: NOW });

describe('tutor earnings (/tutor/dashboard/earnings)', () => {
  it('shows the balances, the months, every transaction in words and the payouts', async () => {
    const app = await open();
    expect(await screen.findByRole('heading', { name: 'Earnings', level: 2 })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Pending' })).getByText('₹1,020')).toBeTruthy();
    expect(screen.getByText('Released 24 h after each completed session')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Available' })).getByText('₹1,360')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Paid out' })).getByText('₹680')).toBeTruthy();

    // The chart's figures, for those who cannot see the bars.
    const chart = await screen.findByRole('table', { name: 'Earned and paid out by month' });
    expect(within(chart).getByRole('row', { name: 'February 2026 ₹2,040 ₹680' })).toBeTruthy();

    const list = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(list)
      .getAllByRole('row')
      .slice(1)
      // The description cell's lines joined by "|" (the last one stands in for the hidden columns on a phone).
      .map((r) => within(r).getAllByRole('cell').map((c, i) => (i === 1 ? [...c.children].map((l) => l.textContent).join('|') : c.textContent)));
    expect(rows).toEqual([
      ['Mar 5, 2026', 'Earning from Asha Verma — Algebra Foundations|Paid ₹800 · fee −₹120 · Pending', '₹800', '−₹120', '+₹680', 'Pending'],
      ['Mar 5, 2026', 'Released to available|Asha Verma — Algebra Foundations|Available', '—', '—', '+₹680', 'Available'],
      ['Mar 5, 2026', 'Refund to student|Asha Verma — Algebra Foundations|Pending', '—', '—', '−₹680', 'Pending'],
      ['Mar 5, 2026', 'Payout|Paid out', '—', '—', '−₹680', 'Paid out'],
    ]);
    expect(within(list).getByRole('columnheader', { name: 'Platform fee (15%)' })).toBeTruthy();
    expect(screen.getByText('Requested Feb 20, 2026 · paid Feb 21, 2026')).toBeTruthy();
    expect(screen.getByText('•••• 1234')).toBeTruthy();
    expect(app.api.unhandled()).toEqual([]);
  });

  it('pays out the available balance after saying how much and where', async () => {
    const api = earningsApi();
    const app = await open(api);
    api.on<Payout>('POST /api/payments/payouts', reply(201, { ...payout, id: 'po-2', amount: 136_000, status: 'requested', paidAt: null }));

    await app.user.click(await screen.findByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay out ₹1,360?' });
    expect(dialog.textContent).toContain('Your whole available balance, ₹1,360, goes to Bank account •••• 1234 (Ravi Kumar).');
    await app.user.click(within(dialog).getByRole('button', { name: 'Pay out ₹1,360' }));

    expect(await screen.findByText('Payout requested')).toBeTruthy();
    expect(api.callsTo('POST /api/payments/payouts')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The balances are asked for again after the payout.
    await waitFor(() => expect(api.callsTo('GET /api/payments/earnings').length).toBeGreaterThan(1));
  });

  it('keeps the dialog open with the server\'s reason when the payout is refused', async () => {
    const api = earningsApi().on<Payout>('POST /api/payments/payouts', replyError(409, 'CONFLICT', 'There is no available balance to pay out.'));
    const app = await open(api);
    await app.user.click(await screen.findByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Pay out ₹1,360' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('There is no available balance to pay out.');
  });

  it('explains an empty page to a new tutor and why no payout can be asked for yet', async () => {
    const api = earningsApi(earnings({ balance: { currency: 'INR', pending: 0, available: 0, paidOut: 0 }, monthly: months.map((month) => ({ month, earned: 0, paidOut: 0 })), payoutDetails: null, payouts: [] }), []);
    await open(api);
    const button = await screen.findByRole('button', { name: 'Request payout' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('There is no available balance to pay out.')).toBeTruthy();
    expect(screen.getByText('Nothing earned yet')).toBeTruthy();
    expect(screen.getByText('No payouts yet')).toBeTruthy();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Payout details' })).toBeTruthy();
  });

  it('asks for payout details before a payout, and saves them with the server\'s field errors', async () => {
    const api = earningsApi(earnings({ payoutDetails: null }));
    const app = await open(api);
    const button = await screen.findByRole('button', { name: 'Request payout' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Add your payout details before requesting a payout.')).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Payout details' }));
    await app.user.type(form.getByLabelText('Account holder name'), 'Ravi Kumar');
    await app.user.type(form.getByLabelText('Account number'), '12');
    await app.user.type(form.getByLabelText('IFSC'), 'hdfc0001234');
    await app.user.click(form.getByRole('button', { name: 'Save payout details' }));
    // Checked before sending, in the contract's words.
    expect(form.getByText('Enter a bank account number of 6 to 18 digits')).toBeTruthy();
    expect(api.callsTo('PUT /api/payments/payout-details')).toEqual([]);

    api.on<PayoutDetailsView>('PUT /api/payments/payout-details', replyError(422, 'VALIDATION', 'ifsc: This IFSC code does not exist.', { ifsc: 'This IFSC code does not exist.' }));
    await app.user.clear(form.getByLabelText('Account number'));
    await app.user.type(form.getByLabelText('Account number'), '001234561234');
    await app.user.click(form.getByRole('button', { name: 'Save payout details' }));
    expect(await form.findByText('This IFSC code does not exist.')).toBeTruthy();
    expect(api.lastBody('PUT /api/payments/payout-details')).toEqual({ method: 'bank', accountHolder: 'Ravi Kumar', accountNumber: '001234561234', ifsc: 'HDFC0001234' });
    expect(form.getByLabelText('IFSC').getAttribute('aria-invalid')).toBe('true');

    api.on<PayoutDetailsView>('PUT /api/payments/payout-details', { ...bank, accountNumberLast4: '1234' });
    api.on<Earnings>('GET /api/payments/earnings', earnings());
    await app.user.click(form.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Payout details saved')).toBeTruthy();
    expect(await screen.findByText('•••• 1234')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request payout' }).hasAttribute('disabled')).toBe(false));
  });

  it('saves a UPI id instead of a bank account', async () => {
    const api = earningsApi(earnings({ payoutDetails: null }));
    const app = await open(api);
    const form = within(await screen.findByRole('form', { name: 'Payout details' }));
    await app.user.click(form.getByRole('radio', { name: 'UPI' }));
    await app.user.type(form.getByLabelText('Account holder name'), 'Ravi Kumar');
    await app.user.type(form.getByLabelText('UPI id'), 'ravi@okhdfc');
    api.on<PayoutDetailsView>('PUT /api/payments/payout-details', { ...bank, method: 'upi', accountNumberLast4: null, ifsc: null, upiId: 'ravi@okhdfc' });
    await app.user.click(form.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Payout details saved')).toBeTruthy();
    expect(api.lastBody('PUT /api/payments/payout-details')).toEqual({ method: 'upi', accountHolder: 'Ravi Kumar', upiId: 'ravi@okhdfc' });
  });
});

// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPayments, Dispute } from '@shared/schemas/payments';
import { aStudent, visitorApi } from '../../../test/fixtures';
import { replyError } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const NOW = '2026-03-09T04:30:00.000Z';
const admin = aStudent({ isAdmin: true, email: 'admin@demo.test' });

const dispute = (d: Partial<Dispute> & Pick<Dispute, 'id' | 'status'>): Dispute => ({
  bookingId: `b-${d.id}`,
  reason: 'The tutor never joined the call; I waited 30 minutes.',
  openedAt: '2026-03-08T06:00:00.000Z',
  resolvedAt: null,
  resolutionNote: null,
  amount: 80_000,
  currency: 'INR',
  studentName: 'Asha Verma',
  tutorName: 'Ravi Kumar',
  sessionTitle: 'Algebra Foundations',
  scheduledAt: '2026-03-07T04:30:00.000Z',
  ...d,
});

function payments(overrides: Partial<AdminPayments> = {}): AdminPayments {
  return {
    disputes: [
      dispute({ id: 'd-old', status: 'released', openedAt: '2026-03-08T07:00:00.000Z', resolvedAt: '2026-03-08T09:00:00.000Z', resolutionNote: 'The call log shows the tutor joined.', sessionTitle: 'Physics Basics' }),
      dispute({ id: 'd-open', status: 'open', openedAt: '2026-03-06T06:00:00.000Z' }),
    ],
    refunds: [{ id: 'r-1', bookingId: 'b-9', amount: 120_000, currency: 'INR', reason: 'Cancelled by the tutor', at: '2026-03-05T06:00:00.000Z', studentName: 'Kiran Rao', tutorName: 'Ravi Kumar', sessionTitle: 'Board Exam Sprint' }],
    payouts: [{ id: 'po-1', amount: 68_000, currency: 'INR', status: 'paid', requestedAt: '2026-02-20T06:00:00.000Z', paidAt: '2026-02-21T06:00:00.000Z', failureMessage: null, expertId: 'e-1', tutorName: 'Ravi Kumar' }],
    ledger: {
      balanced: true,
      transactions: 1234,
      unbalancedTransactions: 0,
      negativeAccounts: 0,
      totals: { cash: 500_000, platformFees: 75_000, tutorsPending: 200_000, tutorsAvailable: 157_000, charged: 740_000, refunded: 120_000, paidOut: 68_000 },
      checkedInMs: 42.4,
    },
    provider: 'test',
    ...overrides,
  };
}

const open = (api = visitorApi(admin).on<AdminPayments>('GET /api/admin/payments', payments())) => renderRoute('/admin/payments', { api, now: NOW });

describe('operator payments (/admin/payments)', () => {
  it('is for admins only', async () => {
    const api = visitorApi(aStudent());
    await open(api);
    expect(await screen.findByText("You don't have permission to view this page.")).toBeTruthy();
    expect(api.callsTo('GET /api/admin/payments')).toEqual([]);
  });

  it('lists open disputes first, then refunds, payouts, a balanced ledger and the provider', async () => {
    const app = await open();
    const disputes = within(await screen.findByRole('region', { name: /Disputes/ }));
    const items = await disputes.findAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/Foundations|Basics/).textContent)).toEqual(['Algebra Foundations', 'Physics Basics']);
    expect(within(items[0]).getByRole('button', { name: 'Refund student' })).toBeTruthy();
    expect(within(items[1]).queryByRole('button', { name: 'Refund student' })).toBeNull();
    expect(within(items[1]).getByText('Note: The call log shows the tutor joined.')).toBeTruthy();
    expect(disputes.getByText('1 open')).toBeTruthy();

    const ledger = within(screen.getByRole('region', { name: 'Ledger check' }));
    expect(ledger.getByRole('status').textContent).toContain('Ledger balanced');
    expect(ledger.getByText('1,234')).toBeTruthy();
    expect(ledger.getByText('₹5,000')).toBeTruthy();
    expect(ledger.getByText('Checked in 42 ms')).toBeTruthy();

    expect(within(screen.getByRole('region', { name: 'Recent refunds' })).getByRole('row', { name: /Kiran Rao .* ₹1,200/ })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Recent payouts' })).getByRole('row', { name: 'Feb 20, 2026 Ravi Kumar Paid Feb 21, 2026 ₹680' })).toBeTruthy();
    expect(screen.getByText('Test mode (built-in checkout, no real money)')).toBeTruthy();
    expect(app.api.unhandled()).toEqual([]);
  });

  it('says plainly when the ledger does not add up', async () => {
    const bad = payments();
    bad.ledger = { ...bad.ledger, balanced: false, unbalancedTransactions: 2, negativeAccounts: 1 };
    await open(visitorApi(admin).on<AdminPayments>('GET /api/admin/payments', bad));
    const verdict = await screen.findByText('Ledger NOT balanced');
    expect(verdict.closest('[role="status"]')?.textContent).toContain('Some money does not add up');
    const ledger = within(screen.getByRole('region', { name: 'Ledger check' }));
    expect(ledger.getByText('2')).toBeTruthy();
  });

  it('refunds the student after asking, with the note', async () => {
    const api = visitorApi(admin).on<AdminPayments>('GET /api/admin/payments', payments());
    const app = await open(api);
    api.on<Dispute>('POST /api/admin/disputes/:id/resolve', dispute({ id: 'd-open', status: 'refunded', resolvedAt: NOW, resolutionNote: 'No call log.' }));

    await app.user.click(await screen.findByRole('button', { name: 'Refund student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund ₹800 to Asha Verma?' });
    await app.user.type(within(dialog).getByLabelText('Note (optional)'), 'No call log.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Refund student' }));

    expect(await screen.findByText('Student refunded')).toBeTruthy();
    const [call] = api.callsTo('POST /api/admin/disputes/:id/resolve');
    expect(call.path).toBe('/api/admin/disputes/d-open/resolve');
    expect(call.body).toEqual({ outcome: 'refund', note: 'No call log.' });
    await waitFor(() => expect(api.callsTo('GET /api/admin/payments').length).toBeGreaterThan(1));
  });

  it('releases to the tutor, and shows the server\'s refusal in its words', async () => {
    const api = visitorApi(admin)
      .on<AdminPayments>('GET /api/admin/payments', payments())
      .on<Dispute>('POST /api/admin/disputes/:id/resolve', replyError(409, 'CONFLICT', 'This dispute has been resolved already.'));
    const app = await open(api);
    await app.user.click(await screen.findByRole('button', { name: 'Release to tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release ₹800 to Ravi Kumar?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Release to tutor' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This dispute has been resolved already.');
    expect(api.lastBody('POST /api/admin/disputes/:id/resolve')).toEqual({ outcome: 'release' });
  });
});

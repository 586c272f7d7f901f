// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BookingDto } from '@shared/schemas/bookings';
import { refundPolicyText } from '@shared/schemas/payments';
import { formatDateTime } from '../../../lib/format';
import { aBooking, anOffering, aPublicExpert, aStudent, visitorApi } from '../../../test/fixtures';
import { reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

// Monday 9 March 2026, 10:00 in Kolkata.
const NOW = '2026-03-09T04:30:00.000Z';
const SPRINT = '5b1e7a4c-0000-4000-8000-000000000002';
const expert = aPublicExpert({
  name: 'Ravi Kumar',
  offerings: [anOffering(), anOffering({ id: SPRINT, title: 'Board Exam Sprint', price: 120_000, durationMinutes: 90 })],
});
// Tuesday 10 March: 10:00 and 11:30 in Kolkata (04:30 and 06:00 UTC); the second is taken.
const TEN_AM = '2026-03-10T04:30:00.000Z';
const slots = [
  { startTime: TEN_AM, endTime: '2026-03-10T06:00:00.000Z', isAvailable: true },
  { startTime: '2026-03-10T06:00:00.000Z', endTime: '2026-03-10T07:30:00.000Z', isAvailable: false },
];

function bookingApi(timezone = 'Asia/Kolkata') {
  return visitorApi(aStudent({ profile: { fullName: 'Asha Verma', avatarUrl: null, phone: null, timezone } }))
    .on('GET /api/experts/:id', expert)
    .on('GET /api/experts/:id/slots', { slots })
    .on<{ responseTimeMinutes: number | null }>('GET /api/experts/:id/profile', { responseTimeMinutes: null });
}

const chosen = () => screen.queryAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true').map((r) => r.textContent);

describe('booking page opened from an open time', () => {
  it('selects the linked offering, day and time, and books it', async () => {
    const api = bookingApi();
    const { user } = await renderRoute(`/booking/${expert.id}?date=2026-03-10&time=10:00&offering=${SPRINT}`, { api, now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });

    const offerings = screen.getByRole('group', { name: 'Select an offering' });
    await waitFor(() => expect((within(offerings).getByRole('radio', { name: /Board Exam Sprint/ }) as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(chosen()).toEqual(['10:00 AM IST']));
    const call = api.callsTo('GET /api/experts/:id/slots').at(-1)!;
    expect(call.query.get('offeringId')).toBe(SPRINT);
    expect(Date.parse(call.query.get('from')!)).toBe(Date.parse('2026-03-08T18:30:00.000Z'));
    expect(screen.queryByText(/no longer available/)).toBeNull();

    api.on('POST /api/bookings', aBooking({ status: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    // A paid offer, paid at once (the provider answered within the request): the result says so.
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,200 and book' }));
    expect(await screen.findByText('Request sent — Ravi Kumar will confirm soon')).toBeTruthy();
    expect(screen.getByText('Paid ₹800')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View receipt/ }).getAttribute('href')).toBe('/student/payments');
    expect(api.lastBody('POST /api/bookings')).toEqual({ offeringId: SPRINT, startTime: TEN_AM });
  });

  it('reads the day and time in the viewer\'s own zone', async () => {
    const api = bookingApi('Europe/London');
    // 04:30 in London is the same instant as 10:00 in Kolkata.
    await renderRoute(`/booking/${expert.id}?date=2026-03-10&time=04:30`, { api, now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    await waitFor(() => expect(chosen()).toEqual(['4:30 AM GMT']));
    const call = api.callsTo('GET /api/experts/:id/slots').at(-1)!;
    expect(call.query.get('offeringId')).toBe(anOffering().id);
    expect(Date.parse(call.query.get('from')!)).toBe(Date.parse('2026-03-09T00:00:00.000Z'));
  });

  it('shows the day with a short note when the time is no longer open', async () => {
    await renderRoute(`/booking/${expert.id}?date=2026-03-10&time=11:30`, { api: bookingApi(), now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    expect(await screen.findByText('11:30 AM on this day is no longer available. Please choose another time.')).toBeTruthy();
    await screen.findByRole('radiogroup', { name: 'Available time slots' });
    expect(chosen().filter((c) => /AM|PM/.test(c ?? ''))).toEqual([]);
  });

  it('ignores a malformed or past day and opens on the first open day', async () => {
    const api = bookingApi();
    await renderRoute(`/booking/${expert.id}?date=2026-03-01&time=10:00`, { api, now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    await screen.findByRole('radiogroup', { name: 'Available time slots' });
    expect(screen.getByRole('button', { name: /Tuesday, March 10th, 2026, selected/ })).toBeTruthy();
    expect(chosen().filter((c) => /AM|PM/.test(c ?? ''))).toEqual([]);
  });
});

const TRIAL = '5b1e7a4c-0000-4000-8000-000000000003';
const WORKSHOP = '5b1e7a4c-0000-4000-8000-000000000004';
const withTrial = aPublicExpert({
  name: 'Ravi Kumar',
  offerings: [
    anOffering({ id: WORKSHOP, title: 'Group workshop', price: 30_000, durationMinutes: 120, maxStudents: 8 }),
    anOffering(),
    anOffering({ id: TRIAL, title: 'Trial lesson', price: 0, durationMinutes: 30, isTrial: true }),
  ],
});

describe('which offering the page opens on', () => {
  const checked = () =>
    within(screen.getByRole('group', { name: 'Select an offering' }))
      .getAllByRole('radio')
      .filter((r) => (r as HTMLInputElement).checked)
      .map((r) => r.closest('label')?.textContent);

  it('never a group offering: a one-to-one offer, else the trial, else nothing', async () => {
    await renderRoute(`/booking/${expert.id}`, { api: bookingApi().on('GET /api/experts/:id', withTrial), now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    await waitFor(() => expect(checked()).toEqual([expect.stringContaining('Algebra Foundations')]));
  });

  it('the trial when only the trial and a group offering are published; nothing when only groups are', async () => {
    const trialAndGroup = { ...withTrial, offerings: withTrial.offerings.filter((o) => o.id !== anOffering().id) };
    const first = await renderRoute(`/booking/${expert.id}`, { api: bookingApi().on('GET /api/experts/:id', trialAndGroup), now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    await waitFor(() => expect(checked()).toEqual([expect.stringContaining('Free trial')]));
    first.unmount();

    const groupsOnly = { ...withTrial, offerings: withTrial.offerings.filter((o) => o.id === WORKSHOP) };
    const api = bookingApi().on('GET /api/experts/:id', groupsOnly);
    await renderRoute(`/booking/${expert.id}`, { api, now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    expect(checked()).toEqual([]);
    expect(screen.getByText('Select an offering to see its open times.')).toBeTruthy();
    expect(api.callsTo('GET /api/experts/:id/slots')).toEqual([]);
  });

  it('?offering= picks the trial, which the review shows as a free trial lesson and books', async () => {
    const api = bookingApi().on('GET /api/experts/:id', withTrial);
    const { user } = await renderRoute(`/booking/${expert.id}?offering=${TRIAL}`, { api, now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    await waitFor(() => expect(checked()).toEqual([expect.stringContaining('Trial lesson')]));
    await user.click(await screen.findByRole('radio', { name: '10:00 AM IST' }));
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    const review = await screen.findByRole('heading', { name: 'Review your booking' });
    expect(review).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(screen.getByText(/10:00 AM – 10:30 AM IST/)).toBeTruthy();
    api.on('POST /api/bookings', aBooking({ status: 'pending', isTrial: true, offeringId: TRIAL }));
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(api.lastBody('POST /api/bookings')).toEqual({ offeringId: TRIAL, startTime: TEN_AM });
  });
});

describe('a guest at the review step', () => {
  it('keeps the booking through sign-in and comes back to the review step', async () => {
    localStorage.clear();
    const api = visitorApi(null)
      .on('GET /api/experts/:id', withTrial)
      .on('GET /api/experts/:id/slots', { slots })
      .on<{ responseTimeMinutes: number | null }>('GET /api/experts/:id/profile', { responseTimeMinutes: 45 })
      .on('GET /api/config', { oauthProviders: [], currency: 'INR', environment: 'test', paymentProvider: 'test' });
    const app = await renderRoute(`/booking/${expert.id}?offering=${TRIAL}`, { api, now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    // A guest is not offered the dashboard; the profile is one click away.
    expect(screen.queryByRole('link', { name: /Back to Dashboard/ })).toBeNull();
    expect(screen.getByRole('link', { name: /View full profile/ }).getAttribute('href')).toBe(`/experts/${expert.id}`);
    // The guest switches the zone in place: every time follows.
    await screen.findByRole('radiogroup', { name: 'Available time slots' });
    await app.user.selectOptions(screen.getByLabelText('Times in'), 'Asia/Kolkata');
    await app.user.click(await screen.findByRole('radio', { name: '10:00 AM IST' }));
    await app.user.click(screen.getByRole('button', { name: 'Book Session' }));
    await app.user.click(await screen.findByRole('button', { name: 'Sign in to book' }));

    await waitFor(() => expect(app.location().pathname).toBe('/auth/student'));
    const panel = await screen.findByText(/Your booking is waiting:/);
    expect(panel.closest('[role="status"]')?.textContent).toContain(`Ravi Kumar, Trial lesson, ${formatDateTime(TEN_AM, 'Asia/Kolkata', { style: 'day', zoneName: true })}`);
    expect(api.callsTo('POST /api/bookings')).toEqual([]);
    localStorage.clear();
  });
});

const unpaid = (payment: Partial<BookingDto['payment']> = {}, overrides: Partial<BookingDto> = {}) =>
  aBooking({
    status: 'pending',
    payment: { status: 'requires_payment', amount: 80_000, currency: 'INR', checkoutUrl: '/checkout/test/pay-1', holdExpiresAt: '2026-03-09T04:45:00.000Z', provider: 'test', refundedAmount: 0, failureMessage: null, ...payment },
    ...overrides,
  });

describe('paying at the review step', () => {
  it('shows the amount, that students pay no fee and the refund policy, then sends the student to the checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const api = bookingApi();
    const { user } = await renderRoute(`/booking/${expert.id}?date=2026-03-10&time=10:00`, { api, now: NOW });
    await waitFor(() => expect(chosen()).toEqual(['10:00 AM IST']));
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    await screen.findByRole('heading', { name: 'Review your booking' });
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('₹800')).toBeTruthy();
    expect(within(payment).getByText(/No booking fee for students/)).toBeTruthy();
    for (const line of refundPolicyText) expect(screen.getByText(line)).toBeTruthy();

    api.on('POST /api/bookings', unpaid());
    await user.click(screen.getByRole('button', { name: 'Pay ₹800 and book' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/pay-1'));
    // Until the browser has left, the button says what is going on and cannot be pressed twice.
    expect((screen.getByRole('button', { name: 'Processing…' }) as HTMLButtonElement).disabled).toBe(true);
    assign.mockRestore();
  });

  it('held but the payment service gave no checkout: the return view says so and asks the service again', async () => {
    const api = bookingApi();
    const { user, location } = await renderRoute(`/booking/${expert.id}?date=2026-03-10&time=10:00`, { api, now: NOW });
    await waitFor(() => expect(chosen()).toEqual(['10:00 AM IST']));
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    await screen.findByRole('heading', { name: 'Review your booking' });
    const down = unpaid({ provider: 'stripe', checkoutUrl: null, failureMessage: 'The payment service did not answer. Please try again in a moment.' });
    api.on('POST /api/bookings', down).on<BookingDto>('POST /api/bookings/:id/payment/refresh', down);
    await user.click(screen.getByRole('button', { name: 'Pay ₹800 and book' }));
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText('The payment service did not answer. Please try again in a moment.')).toBeTruthy();
    expect(location().search).toBe(`?booking=${down.id}`);
    expect(api.callsTo('POST /api/bookings/:id/payment/refresh')).toHaveLength(1);
  });

  it('with the offline provider: books as before and says to pay the tutor directly', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const api = bookingApi().on('GET /api/config', { oauthProviders: [], currency: 'INR', environment: 'test', paymentProvider: 'offline' });
    const { user } = await renderRoute(`/booking/${expert.id}?date=2026-03-10&time=10:00`, { api, now: NOW });
    await waitFor(() => expect(chosen()).toEqual(['10:00 AM IST']));
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    await screen.findByRole('heading', { name: 'Review your booking' });
    expect(screen.getByText(/Pay the tutor directly: Ravi Kumar marks the session paid/)).toBeTruthy();

    api.on('POST /api/bookings', unpaid({ provider: 'offline', checkoutUrl: null, holdExpiresAt: null }));
    await user.click(await screen.findByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(screen.getByText(/Pay the tutor directly: ₹800/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});

describe('back from the checkout', () => {
  const back = (query: string) => `/booking/${expert.id}?booking=b-1${query}`;

  it('paid: asks the provider, then shows the request as sent with what was paid', async () => {
    const api = bookingApi().on<BookingDto>('POST /api/bookings/:id/payment/refresh', aBooking({ status: 'pending' }));
    await renderRoute(back(''), { api, now: NOW });
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(screen.getByText('Paid ₹800')).toBeTruthy();
    expect(api.callsTo('POST /api/bookings/:id/payment/refresh')[0].params.id).toBe('b-1');
  });

  it('not paid: the plain reason, until when the time is held, try again or cancel the booking', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const api = bookingApi().on<BookingDto>('POST /api/bookings/:id/payment/refresh', unpaid({ failureMessage: 'Your card was declined. Please try another card.' }));
    const { user } = await renderRoute(back(''), { api, now: NOW });
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText('Your card was declined. Please try another card.')).toBeTruthy();
    expect(screen.getByText('We hold this time for you until 10:15 AM IST.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(assign).toHaveBeenCalledWith('/checkout/test/pay-1');

    api.on('PATCH /api/bookings/:id', unpaid({}, { status: 'cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking cancelled' })).toBeTruthy();
    expect(api.lastBody('PATCH /api/bookings/:id')).toEqual({ status: 'cancelled' });
    assign.mockRestore();
  });

  it('left with "Cancel": not completed, nothing charged, the time still held', async () => {
    const api = bookingApi().on<BookingDto>('POST /api/bookings/:id/payment/refresh', unpaid());
    await renderRoute(back('&cancelled=1'), { api, now: NOW });
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText(/You left the checkout before paying/)).toBeTruthy();
    expect(api.callsTo('GET /api/bookings/:id')).toEqual([]);
  });

  it('still processing: asks again until the payment is through', async () => {
    const api = bookingApi()
      .on<BookingDto>('POST /api/bookings/:id/payment/refresh', unpaid())
      .on<BookingDto>('GET /api/bookings/:id', aBooking({ status: 'confirmed' }));
    await renderRoute(back(''), { api, now: NOW });
    expect(await screen.findByRole('heading', { name: 'Processing…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Confirmed' })).toBeTruthy();
    expect(screen.getByText('Paid ₹800')).toBeTruthy();
  });

  it('run out: says the slot was released and goes back to choosing a time', async () => {
    const api = bookingApi().on<BookingDto>('POST /api/bookings/:id/payment/refresh', unpaid({ status: 'expired', checkoutUrl: null }, { status: 'cancelled' }));
    const app = await renderRoute(back(''), { api, now: NOW });
    expect(await screen.findByText(/The time to pay ran out and the slot was released/)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Choose a time again' }));
    expect(await screen.findByRole('heading', { name: 'Choose your session' })).toBeTruthy();
    expect(app.location().search).toBe('');
  });

  it('a failed check can be retried', async () => {
    const api = bookingApi().once<BookingDto>('POST /api/bookings/:id/payment/refresh', reply(503, { error: { code: 'PROVIDER_UNAVAILABLE', message: 'The payment service did not answer. Please try again in a moment.' } }));
    await renderRoute(back(''), { api, now: NOW });
    expect(await screen.findByText('The payment service did not answer. Please try again in a moment.')).toBeTruthy();
  });
});

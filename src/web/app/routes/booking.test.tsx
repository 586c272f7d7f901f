// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@shared/schemas/bookings';
import { formatLongDate } from '../../lib/format';
import { aBooking, anOffering, aPublicExpert, aStudent, aTutor, visitorApi } from '../../test/fixtures';
import { replyError } from '../../test/mock-api';
import { renderRoute, type RenderedRoute } from '../../test/render-route';

// Monday 9 March 2026, 10:00 in Kolkata: the day picker starts today and past times cannot be booked.
const NOW = '2026-03-09T04:30:00.000Z';
const expert = aPublicExpert({
  name: 'Ravi Kumar',
  offerings: [anOffering(), anOffering({ id: '5b1e7a4c-0000-4000-8000-000000000002', title: 'Board Exam Sprint', price: 120_000, durationMinutes: 90 })],
});
const TEN_AM = '2026-03-10T04:30:00.000Z';
const slots = [
  { startTime: TEN_AM, endTime: '2026-03-10T05:30:00.000Z', isAvailable: true },
  { startTime: '2026-03-10T06:00:00.000Z', endTime: '2026-03-10T07:00:00.000Z', isAvailable: false },
];

function bookingApi() {
  return visitorApi(aStudent())
    .on('GET /api/experts/:id', (req) => (req.params.id === expert.id ? expert : replyError(404, 'NOT_FOUND', 'Expert not found')))
    .on('GET /api/experts/:id/slots', { slots })
    .on<{ responseTimeMinutes: number | null }>('GET /api/experts/:id/profile', { responseTimeMinutes: 90 })
    // The request and confirmation wording, without an online payment step (booking-page.test.tsx covers paying).
    .on('GET /api/config', { oauthProviders: [], currency: 'INR', environment: 'test', paymentProvider: 'offline' });
}

async function openBooking(api = bookingApi()) {
  const app = await renderRoute(`/booking/${expert.id}`, { api, now: NOW });
  await screen.findByRole('heading', { name: 'Book Session' });
  return app;
}

async function chooseTuesdayAtTen({ user }: RenderedRoute) {
  await user.click(await screen.findByRole('button', { name: /Tuesday, March 10th, 2026/ }));
  await user.click(await screen.findByRole('radio', { name: '10:00 AM IST' }));
}

describe('booking page (/booking/:expertId)', () => {
  it('books the chosen offering, day and time with the notes through the review step', async () => {
    const app = await openBooking();
    const { user, api } = app;

    expect(screen.getByRole('heading', { name: 'Ravi Kumar' })).toBeTruthy();
    const offerings = screen.getByRole('group', { name: 'Select an offering' });
    expect(within(offerings).getAllByRole('radio')).toHaveLength(2);
    await waitFor(() => expect((within(offerings).getByRole('radio', { name: /Algebra Foundations/ }) as HTMLInputElement).checked).toBe(true));
    await user.click(within(offerings).getByRole('radio', { name: /Board Exam Sprint/ }));

    // The calendar opens on the first day with an open time, and only such days can be picked.
    const times = await screen.findByRole('radiogroup', { name: 'Available time slots' });
    expect(screen.getByRole('button', { name: /Tuesday, March 10th, 2026, selected/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: /Wednesday, March 11th, 2026/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(times).getByRole('radio', { name: '11:30 AM IST' }) as HTMLButtonElement).disabled).toBe(true);
    const slotCall = api.callsTo('GET /api/experts/:id/slots').at(-1)!;
    // The coming weeks from today in the viewer's zone (Kolkata), as instants.
    expect(slotCall.query.get('offeringId')).toBe('5b1e7a4c-0000-4000-8000-000000000002');
    expect(Date.parse(slotCall.query.get('from')!)).toBe(Date.parse('2026-03-08T18:30:00.000Z'));
    expect(Date.parse(slotCall.query.get('to')!)).toBe(Date.parse('2026-05-09T18:30:00.000Z'));

    await user.click(within(times).getByRole('radio', { name: '10:00 AM IST' }));
    await user.type(screen.getByLabelText('Notes (optional)'), '  Please focus on quadratic equations.  ');
    await user.click(screen.getByRole('button', { name: 'Book Session' }));

    // The review step says what the booking commits to; nothing is sent yet.
    expect(await screen.findByRole('heading', { name: 'Review your booking' })).toBeTruthy();
    expect(screen.getByText(formatLongDate(TEN_AM, 'Asia/Kolkata'))).toBeTruthy();
    expect(formatLongDate(TEN_AM, 'Asia/Kolkata')).toMatch(/Tuesday/);
    expect(screen.getByText(/10:00 AM – 11:30 AM IST/)).toBeTruthy();
    expect(screen.getByText('₹1,200')).toBeTruthy();
    expect(screen.getByText(/Ravi Kumar confirms each request/)).toBeTruthy();
    expect(screen.getByText('Cancel at least 12 hours before the start: full refund.')).toBeTruthy();
    expect(api.callsTo('POST /api/bookings')).toEqual([]);

    api.on('POST /api/bookings', aBooking({ status: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Send booking request' }));

    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(await screen.findByText('Request sent — Ravi Kumar usually confirms within 2 hours')).toBeTruthy();
    expect(screen.queryByText('Booking Successful')).toBeNull();
    expect(api.unhandled()).toEqual([]);
    const [post] = api.callsTo('POST /api/bookings');
    expect(post.body).toEqual({ offeringId: '5b1e7a4c-0000-4000-8000-000000000002', startTime: TEN_AM, notes: 'Please focus on quadratic equations.' });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    await waitFor(() => expect(app.location().pathname).toBe('/student/dashboard'));
  });

  it('says Confirmed when the tutor confirms bookings at once', async () => {
    const api = bookingApi().on('GET /api/experts/:id', { ...expert, autoConfirm: true });
    const app = await openBooking(api);
    await chooseTuesdayAtTen(app);
    await app.user.click(screen.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText(/Confirmed at once: Ravi Kumar accepts bookings automatically/)).toBeTruthy();
    api.on('POST /api/bookings', aBooking({ status: 'confirmed' }));
    await app.user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Confirmed' })).toBeTruthy();
    expect(screen.queryByText(/Request sent/)).toBeNull();
  });

  it('shows the 409 SLOT_NOT_AVAILABLE message, clears the time and reloads the day', async () => {
    const api = bookingApi().on('POST /api/bookings', replyError(409, 'SLOT_NOT_AVAILABLE', bookingMessages.slotNotAvailable));
    const app = await openBooking(api);
    await chooseTuesdayAtTen(app);
    const slotCalls = api.callsTo('GET /api/experts/:id/slots').length;

    await app.user.click(screen.getByRole('button', { name: 'Book Session' }));
    await app.user.click(await screen.findByRole('button', { name: 'Send booking request' }));

    expect(await screen.findByText('Slot Not Available')).toBeTruthy();
    expect(screen.getByText(bookingMessages.slotNotAvailable)).toBeTruthy();
    expect(api.lastBody('POST /api/bookings')).toEqual({ offeringId: anOffering().id, startTime: TEN_AM });
    // Back on the choice, the time cleared.
    expect((await screen.findByRole('radio', { name: '10:00 AM IST' })).getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(api.callsTo('GET /api/experts/:id/slots').length).toBe(slotCalls + 1));
    expect(app.location().pathname).toBe(`/booking/${expert.id}`);
  });

  it('asks for a time before sending anything', async () => {
    const { user, api } = await openBooking();
    await screen.findByRole('radiogroup', { name: 'Available time slots' });

    await user.click(screen.getByRole('button', { name: 'Book Session' }));

    expect(await screen.findByText(bookingMessages.missing)).toBeTruthy();
    expect(api.callsTo('POST /api/bookings')).toEqual([]);
  });

  it('says so when the expert does not exist', async () => {
    await renderRoute('/booking/no-such-expert', { api: bookingApi(), now: NOW });
    expect(await screen.findByRole('heading', { name: 'Expert Not Found' })).toBeTruthy();
    expect(screen.getByText("The expert you're looking for doesn't exist.")).toBeTruthy();
    // The spec's toast comes with the page.
    expect(await screen.findByText('Expert not found')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('tells a signed-in tutor up front that tutors cannot book, without the steps', async () => {
    const api = visitorApi(aTutor())
      .on('GET /api/experts/:id', expert)
      .on('GET /api/experts/:id/slots', { slots })
      .on('GET /api/config', { oauthProviders: [], currency: 'INR', environment: 'test', paymentProvider: 'offline' });
    await renderRoute(`/booking/${expert.id}`, { api, now: NOW });

    expect(await screen.findByRole('heading', { name: "Tutors can't book sessions" })).toBeTruthy();
    expect(screen.getByText(/only students can book sessions/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/tutor/dashboard');
    // No form: no offering to pick, no Book Session button, and no open times asked for.
    expect(screen.queryByRole('group', { name: 'Select an offering' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book Session' })).toBeNull();
    expect(api.callsTo('GET /api/experts/:id/slots')).toEqual([]);
  });
});

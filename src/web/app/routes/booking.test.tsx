// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@shared/schemas/bookings';
import { aBooking, anOffering, aPublicExpert, aStudent, visitorApi } from '../../test/fixtures';
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
    .on('GET /api/experts/:id/slots', { slots });
}

async function openBooking(api = bookingApi()) {
  const app = await renderRoute(`/booking/${expert.id}`, { api, now: NOW });
  await screen.findByRole('heading', { name: 'Book Session' });
  return app;
}

async function chooseTuesdayAtTen({ user }: RenderedRoute) {
  await user.click(screen.getByRole('button', { name: /Tuesday, March 10th, 2026/ }));
  await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
}

describe('booking page (/booking/:expertId)', () => {
  it('books the chosen offering, day and time with the notes, then opens the dashboard', async () => {
    const app = await openBooking();
    const { user, api } = app;

    expect(screen.getByRole('heading', { name: 'Ravi Kumar' })).toBeTruthy();
    const offerings = screen.getByRole('group', { name: 'Select an offering' });
    expect(within(offerings).getAllByRole('radio')).toHaveLength(2);
    expect((within(offerings).getByRole('radio', { name: /Algebra Foundations/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(offerings).getByRole('radio', { name: /Board Exam Sprint/ }));

    await user.click(screen.getByRole('button', { name: /Tuesday, March 10th, 2026/ }));
    const times = await screen.findByRole('radiogroup', { name: 'Available time slots' });
    expect((within(times).getByRole('radio', { name: '11:30 AM' }) as HTMLButtonElement).disabled).toBe(true);
    const slotCall = api.callsTo('GET /api/experts/:id/slots').at(-1)!;
    // The chosen day in the viewer's zone (Kolkata), as instants.
    expect(slotCall.query.get('offeringId')).toBe('5b1e7a4c-0000-4000-8000-000000000002');
    expect(Date.parse(slotCall.query.get('from')!)).toBe(Date.parse('2026-03-09T18:30:00.000Z'));
    expect(Date.parse(slotCall.query.get('to')!)).toBe(Date.parse('2026-03-10T18:30:00.000Z'));

    await user.click(within(times).getByRole('radio', { name: '10:00 AM' }));
    await user.type(screen.getByLabelText('Notes (optional)'), '  Please focus on quadratic equations.  ');
    api.on('POST /api/bookings', aBooking({ status: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Book Session' }));

    expect(await screen.findByText('Booking Successful')).toBeTruthy();
    expect(api.unhandled()).toEqual([]);
    const [post] = api.callsTo('POST /api/bookings');
    expect(post.body).toEqual({ offeringId: '5b1e7a4c-0000-4000-8000-000000000002', startTime: TEN_AM, notes: 'Please focus on quadratic equations.' });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(app.location().pathname).toBe('/student/dashboard'));
  });

  it('shows the 409 SLOT_NOT_AVAILABLE message, clears the time and reloads the day', async () => {
    const api = bookingApi().on('POST /api/bookings', replyError(409, 'SLOT_NOT_AVAILABLE', bookingMessages.slotNotAvailable));
    const app = await openBooking(api);
    await chooseTuesdayAtTen(app);
    const slotCalls = api.callsTo('GET /api/experts/:id/slots').length;

    await app.user.click(screen.getByRole('button', { name: 'Book Session' }));

    expect(await screen.findByText('Slot Not Available')).toBeTruthy();
    expect(screen.getByText(bookingMessages.slotNotAvailable)).toBeTruthy();
    expect(api.lastBody('POST /api/bookings')).toEqual({ offeringId: anOffering().id, startTime: TEN_AM });
    expect(screen.getByRole('radio', { name: '10:00 AM' }).getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(api.callsTo('GET /api/experts/:id/slots').length).toBe(slotCalls + 1));
    expect(app.location().pathname).toBe(`/booking/${expert.id}`);
  });

  it('asks for a time before sending anything', async () => {
    const { user, api } = await openBooking();
    await user.click(screen.getByRole('button', { name: /Tuesday, March 10th, 2026/ }));
    await screen.findByRole('radiogroup', { name: 'Available time slots' });

    await user.click(screen.getByRole('button', { name: 'Book Session' }));

    expect(await screen.findByText(bookingMessages.missing)).toBeTruthy();
    expect(api.callsTo('POST /api/bookings')).toEqual([]);
  });

  it('says so when the expert does not exist', async () => {
    await renderRoute('/booking/no-such-expert', { api: bookingApi(), now: NOW });
    expect(await screen.findByRole('heading', { name: 'Expert Not Found' })).toBeTruthy();
    expect(screen.getByText("The expert you're looking for doesn't exist.")).toBeTruthy();
  });
});

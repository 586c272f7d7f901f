// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking, anOffering, aPublicExpert, aStudent, visitorApi } from '../../../test/fixtures';
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
    .on('GET /api/experts/:id/slots', { slots });
}

const chosen = () => screen.queryAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true').map((r) => r.textContent);

describe('booking page opened from an open time', () => {
  it('selects the linked offering, day and time, and books it', async () => {
    const api = bookingApi();
    const { user } = await renderRoute(`/booking/${expert.id}?date=2026-03-10&time=10:00&offering=${SPRINT}`, { api, now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });

    const offerings = screen.getByRole('group', { name: 'Select an offering' });
    expect((within(offerings).getByRole('radio', { name: /Board Exam Sprint/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(chosen()).toEqual(['10:00 AM']));
    const call = api.callsTo('GET /api/experts/:id/slots').at(-1)!;
    expect(call.query.get('offeringId')).toBe(SPRINT);
    expect(Date.parse(call.query.get('from')!)).toBe(Date.parse('2026-03-09T18:30:00.000Z'));
    expect(screen.queryByText(/no longer available/)).toBeNull();

    api.on('POST /api/bookings', aBooking({ status: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('Booking Successful')).toBeTruthy();
    expect(api.lastBody('POST /api/bookings')).toEqual({ offeringId: SPRINT, startTime: TEN_AM });
  });

  it('reads the day and time in the viewer\'s own zone', async () => {
    const api = bookingApi('Europe/London');
    // 04:30 in London is the same instant as 10:00 in Kolkata.
    await renderRoute(`/booking/${expert.id}?date=2026-03-10&time=04:30`, { api, now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    await waitFor(() => expect(chosen()).toEqual(['4:30 AM']));
    const call = api.callsTo('GET /api/experts/:id/slots').at(-1)!;
    expect(call.query.get('offeringId')).toBe(anOffering().id);
    expect(Date.parse(call.query.get('from')!)).toBe(Date.parse('2026-03-10T00:00:00.000Z'));
  });

  it('shows the day with a short note when the time is no longer open', async () => {
    await renderRoute(`/booking/${expert.id}?date=2026-03-10&time=11:30`, { api: bookingApi(), now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    expect(await screen.findByText('11:30 AM on this day is no longer available. Please choose another time.')).toBeTruthy();
    await screen.findByRole('radiogroup', { name: 'Available time slots' });
    expect(chosen().filter((c) => /AM|PM/.test(c ?? ''))).toEqual([]);
  });

  it('ignores a malformed or past day', async () => {
    const api = bookingApi();
    await renderRoute(`/booking/${expert.id}?date=2026-03-01&time=10:00`, { api, now: NOW });
    await screen.findByRole('heading', { name: 'Book Session' });
    expect(screen.queryByRole('radiogroup', { name: 'Available time slots' })).toBeNull();
    expect(api.callsTo('GET /api/experts/:id/slots')).toEqual([]);
  });
});

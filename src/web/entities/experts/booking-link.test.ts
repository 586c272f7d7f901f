import { describe, expect, it } from 'vitest';
import { bookingHref, localDateTime, readBookingParams } from './booking-link';

describe('booking links of open times', () => {
  it('names the day and time in the viewer\'s zone, across a date line', () => {
    // 20:00 UTC on 23 November is 01:30 on the 24th in Kolkata and 15:00 on the 23rd in New York.
    expect(localDateTime('2026-11-23T20:00:00.000Z', 'Asia/Kolkata')).toEqual({ date: '2026-11-24', time: '01:30' });
    expect(localDateTime('2026-11-23T20:00:00.000Z', 'America/New_York')).toEqual({ date: '2026-11-23', time: '15:00' });
    expect(localDateTime('2026-11-23T18:30:00.000Z', 'Asia/Kolkata')).toEqual({ date: '2026-11-24', time: '00:00' });
  });

  it('opens the booking page on that day, time and offering', () => {
    const href = bookingHref('e1', { startTime: '2026-11-23T05:00:00.000Z', offeringId: 'o1' }, 'Asia/Kolkata');
    expect(href).toBe('/booking/e1?date=2026-11-23&time=10%3A30&offering=o1');
    const read = readBookingParams(new URLSearchParams(href.split('?')[1]));
    expect(read).toEqual({ date: '2026-11-23', time: '10:30', offeringId: 'o1' });
    expect(bookingHref('e1', { startTime: '2026-11-23T05:00:00.000Z' }, 'UTC')).toBe('/booking/e1?date=2026-11-23&time=05%3A00');
  });

  it('ignores malformed parameters', () => {
    expect(readBookingParams(new URLSearchParams('date=23-11-2026&time=10:30'))).toEqual({ date: null, time: null, offeringId: null });
    expect(readBookingParams(new URLSearchParams('date=2026-11-23&time=25:00'))).toEqual({ date: '2026-11-23', time: null, offeringId: null });
    expect(readBookingParams(new URLSearchParams('time=10:30'))).toEqual({ date: null, time: null, offeringId: null });
  });
});

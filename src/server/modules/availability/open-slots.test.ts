import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBookable } from '../../../shared/rules/slots';
import { availabilitySettings, availabilitySlots, bookings, domains, offerings } from '../../db/schema';
import { seedCatalog } from '../../db/seed/catalog';
import { DOMAIN_NAMES } from '../../db/seed/domains';
import { createTestContext, type TestContext } from '../../testing/harness';
import { bookingsRepo } from '../bookings/bookings.repo';
import { listSlots, slotInput } from '../bookings/bookings.service';
import { bookableIds, nextOpenSlots, type OpenSlot } from './open-slots';

// Friday 20 November 2026, 06:00 UTC (11:30 in Kolkata).
const NOW = new Date('2026-11-20T06:00:00Z');
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const ALL_DAYS = (start: string, end: string) =>
  Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, { enabled: true, start, end }]));

let t: TestContext;
let studentId: string;

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  studentId = (await t.signUp('student')).id;
});
afterAll(() => t.close());

type Setup = {
  settings?: Partial<typeof availabilitySettings.$inferInsert> | null;
  offers?: { durationMinutes?: number; maxStudents?: number; isActive?: boolean; price?: number }[];
  windows?: [string, string][];
  booked?: [string, string][];
};

async function expertWith(s: Setup): Promise<{ expertId: string; offeringIds: string[] }> {
  const { expertId } = await t.signUpExpert();
  const rows = (s.offers ?? [{}]).length
    ? await t.deps.db
        .insert(offerings)
        .values((s.offers ?? [{}]).map((o, i) => ({ expertId, title: `Offer ${i}`, price: o.price ?? 1000 * (i + 1), durationMinutes: o.durationMinutes ?? 60, maxStudents: o.maxStudents ?? 1, isActive: o.isActive ?? true })))
        .returning({ id: offerings.id })
    : [];
  if (s.settings) {
    await t.deps.db.insert(availabilitySettings).values({
      tutorId: expertId,
      defaultTimezone: 'UTC',
      workingHours: ALL_DAYS('00:00', '23:59'),
      bufferTimeBefore: 0,
      bufferTimeAfter: 0,
      advanceBookingDays: 30,
      maxBookingsPerDay: 8,
      ...s.settings,
    });
  }
  if (s.windows?.length) await t.deps.db.insert(availabilitySlots).values(s.windows.map(([a, b]) => ({ tutorId: expertId, startTime: at(a), endTime: at(b) })));
  if (s.booked?.length) {
    await t.deps.db
      .insert(bookings)
      .values(s.booked.map(([a, b]) => ({ studentId, expertId, offeringId: rows[0]?.id ?? null, scheduledAt: at(a), endsAt: at(b), status: 'confirmed' })));
  }
  return { expertId, offeringIds: rows.map((r) => r.id) };
}

/** The booking re-check exactly as POST /api/bookings runs it (the offering's schedule a day either side). */
async function bookableOnBookingPage(slot: OpenSlot): Promise<boolean> {
  const start = Date.parse(slot.startTime);
  const schedule = await bookingsRepo(t.deps.db).loadSchedule(slot.offeringId, new Date(start - DAY), new Date(start + DAY));
  return isBookable(slotInput(schedule, start - DAY, start + DAY, NOW.getTime()), start);
}

const open = (ids: string[], extra: Partial<Parameters<typeof nextOpenSlots>[2]> = {}) =>
  nextOpenSlots(t.deps, ids, { from: NOW, days: 14, timezone: 'Asia/Kolkata', perExpert: 5, ...extra });
const starts = (slots: OpenSlot[] | undefined) => (slots ?? []).map((s) => s.startTime);

describe('nextOpenSlots: the booking page rule', () => {
  it('skips a time in working hours blocked by another booking\'s buffer', async () => {
    const x = await expertWith({
      settings: { bufferTimeBefore: 30, bufferTimeAfter: 30 },
      windows: [['2026-11-23T10:00:00Z', '2026-11-23T13:00:00Z']],
      booked: [['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z']],
    });
    const slots = (await open([x.expertId])).get(x.expertId);
    // 10:00 is taken, 11:00 falls in the 30 minutes after it; 12:00 is open.
    expect(starts(slots)).toEqual(['2026-11-23T12:00:00.000Z']);
    for (const s of slots!) expect(await bookableOnBookingPage(s)).toBe(true);
  });

  it('skips a day whose daily cap is reached', async () => {
    const x = await expertWith({
      settings: { maxBookingsPerDay: 1 },
      windows: [
        ['2026-11-23T10:00:00Z', '2026-11-23T14:00:00Z'],
        ['2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z'],
      ],
      booked: [['2026-11-23T16:00:00Z', '2026-11-23T17:00:00Z']],
    });
    expect(starts((await open([x.expertId])).get(x.expertId))).toEqual(['2026-11-24T10:00:00.000Z']);
  });

  it('skips times beyond the advance booking window and times already past', async () => {
    const x = await expertWith({
      settings: { advanceBookingDays: 1 },
      windows: [
        ['2026-11-20T04:00:00Z', '2026-11-20T05:00:00Z'],
        ['2026-11-20T12:00:00Z', '2026-11-20T13:00:00Z'],
        ['2026-11-21T10:00:00Z', '2026-11-21T11:00:00Z'],
        ['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z'],
      ],
    });
    expect(starts((await open([x.expertId])).get(x.expertId))).toEqual(['2026-11-20T12:00:00.000Z']);
  });

  it('fits the offering\'s duration inside the window and the working hours', async () => {
    const x = await expertWith({
      settings: { workingHours: ALL_DAYS('08:00', '15:00') },
      offers: [{ durationMinutes: 90 }],
      windows: [
        ['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z'], // shorter than the session
        ['2026-11-23T14:00:00Z', '2026-11-23T16:00:00Z'], // 14:00 + 90 minutes ends after 15:00
        ['2026-11-24T09:00:00Z', '2026-11-24T10:30:00Z'],
      ],
    });
    const slots = (await open([x.expertId])).get(x.expertId)!;
    expect(starts(slots)).toEqual(['2026-11-24T09:00:00.000Z']);
    expect(slots[0].endTime).toBe('2026-11-24T10:30:00.000Z');
  });

  it('skips days the tutor does not work, and experts with no published offering', async () => {
    const sundayOff = { ...ALL_DAYS('08:00', '20:00'), sunday: { enabled: false, start: '08:00', end: '20:00' } };
    const a = await expertWith({ settings: { workingHours: sundayOff }, windows: [['2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z']] });
    const b = await expertWith({ offers: [], windows: [['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z']] });
    const c = await expertWith({ offers: [{ isActive: false }], windows: [['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z']] });
    const d = await expertWith({ windows: [['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z']] });
    const result = await open([a.expertId, b.expertId, c.expertId, d.expertId]);
    expect([...result.keys()]).toEqual([d.expertId]);
    expect(await bookableIds(t.deps, [a.expertId, b.expertId, c.expertId, d.expertId], NOW)).toEqual(new Set([d.expertId]));
  });

  it('offers a time for whichever published offering fits it, the booking page\'s first offering first', async () => {
    const x = await expertWith({
      offers: [{ durationMinutes: 120, price: 500 }, { durationMinutes: 45, price: 900 }],
      windows: [['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z'], ['2026-11-24T10:00:00Z', '2026-11-24T12:00:00Z']],
    });
    const slots = (await open([x.expertId], { perExpert: 3 })).get(x.expertId)!;
    expect(slots.map((s) => [s.startTime, s.offeringId])).toEqual([
      ['2026-11-23T10:00:00.000Z', x.offeringIds[1]],
      ['2026-11-24T10:00:00.000Z', x.offeringIds[0]],
      ['2026-11-24T10:45:00.000Z', x.offeringIds[1]],
    ]);
    for (const s of slots) expect(await bookableOnBookingPage(s)).toBe(true);
  });

  it('keeps a group session open until its seats are taken', async () => {
    const x = await expertWith({ offers: [{ maxStudents: 2 }], windows: [['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z']] });
    const seat = () =>
      t.deps.db.insert(bookings).values({ studentId, expertId: x.expertId, offeringId: x.offeringIds[0], scheduledAt: at('2026-11-23T10:00:00Z'), endsAt: at('2026-11-23T11:00:00Z'), status: 'confirmed', sessionType: 'group', groupSessionId: '00000000-0000-4000-8000-00000000000a' });
    await seat();
    expect(starts((await open([x.expertId])).get(x.expertId))).toEqual(['2026-11-23T10:00:00.000Z']);
    await seat();
    expect((await open([x.expertId])).get(x.expertId)).toBeUndefined();
  });

  it('filters by time windows and hours in the viewer\'s zone', async () => {
    // Kolkata is UTC+5:30: Monday 10:30 (morning), Monday 19:30 (evening), Saturday 10:30 (weekend morning).
    const x = await expertWith({
      windows: [
        ['2026-11-23T05:00:00Z', '2026-11-23T06:00:00Z'],
        ['2026-11-23T14:00:00Z', '2026-11-23T15:00:00Z'],
        ['2026-11-21T05:00:00Z', '2026-11-21T06:00:00Z'],
      ],
    });
    const q = async (extra: Partial<Parameters<typeof nextOpenSlots>[2]>) => starts((await open([x.expertId], extra)).get(x.expertId));
    expect(await q({})).toEqual(['2026-11-21T05:00:00.000Z', '2026-11-23T05:00:00.000Z', '2026-11-23T14:00:00.000Z']);
    expect(await q({ windows: ['evenings'] })).toEqual(['2026-11-23T14:00:00.000Z']);
    expect(await q({ windows: ['weekends'] })).toEqual(['2026-11-21T05:00:00.000Z']);
    expect(await q({ windows: ['tomorrow'] })).toEqual(['2026-11-21T05:00:00.000Z']);
    expect(await q({ windows: ['today'] })).toEqual([]);
    expect(await q({ windows: ['weekdays', 'mornings'] })).toEqual(['2026-11-23T05:00:00.000Z']);
    expect(await q({ hours: { from: 19 * 60, to: 24 * 60 } })).toEqual(['2026-11-23T14:00:00.000Z']);
    expect(await q({ hours: { from: 9 * 60, to: 11 * 60 }, windows: ['weekdays'] })).toEqual(['2026-11-23T05:00:00.000Z']);
    // The same instants read in London are early morning and afternoon.
    expect(await q({ timezone: 'Europe/London', windows: ['evenings'] })).toEqual([]);
    expect(await q({ timezone: 'Europe/London', windows: ['afternoons'] })).toEqual(['2026-11-23T14:00:00.000Z']);
  });
});

describe('nextOpenSlots over a generated catalog', () => {
  it('returns, for every expert, the earliest times the booking page offers, each bookable', async () => {
    await t.deps.db.insert(domains).values(DOMAIN_NAMES.map((name) => ({ name }))).onConflictDoNothing();
    const catalog = await seedCatalog(t.deps.db, { count: 25, seed: 11, password: 'catalog-pass-2026', emailPrefix: 'open', now: NOW });
    const ids = catalog.map((c) => c.expertId);
    // Some live bookings so buffers and caps take part.
    const firstOpen = await nextOpenSlots(t.deps, ids, { from: NOW, days: 14, timezone: 'UTC', perExpert: 1 });
    for (const [expertId, [s]] of [...firstOpen].slice(0, 8)) {
      await t.deps.db.insert(bookings).values({ studentId, expertId, offeringId: s.offeringId, scheduledAt: at(s.startTime), endsAt: at(s.endTime), status: 'pending' });
    }

    const result = await nextOpenSlots(t.deps, ids, { from: NOW, days: 14, timezone: 'UTC', perExpert: 4 });
    const to = new Date(NOW.getTime() + 14 * DAY).toISOString();
    let checked = 0;
    for (const id of ids) {
      const offers = await t.deps.db.select().from(offerings).where(and(eq(offerings.expertId, id), eq(offerings.isActive, true)));
      // The booking page's own answer for every offering over the same 14 days, earliest first.
      const expected: { start: string; offeringId: string }[] = [];
      for (const o of offers) {
        const { slots } = await listSlots({ deps: t.deps, input: { expertId: id, offeringId: o.id, from: NOW.toISOString(), to } });
        for (const s of slots) if (s.isAvailable) expected.push({ start: s.startTime, offeringId: o.id });
      }
      const got = result.get(id) ?? [];
      const expectedStarts = [...new Set(expected.map((e) => e.start).sort())].slice(0, 4);
      expect(got.map((g) => g.startTime)).toEqual(expectedStarts);
      for (const g of got) {
        expect(expected.some((e) => e.start === g.startTime && e.offeringId === g.offeringId)).toBe(true);
        expect(await bookableOnBookingPage(g)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});

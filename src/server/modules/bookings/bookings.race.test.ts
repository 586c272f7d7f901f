// Concurrency: many requests for one slot and random book / cancel sequences never double-book.
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import type { BookingDto, SlotDto } from '../../../shared/schemas/bookings';
import { addOffering, addWindows, dailyWindows, setSettings } from './bookings.fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestContext;
let tutor: TestUser & { expertId: string };
let students: TestUser[];
let offerings: { id: string }[];

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert();
  students = [];
  for (let i = 0; i < 10; i++) students.push(await t.signUp('student'));
  offerings = [await addOffering(t.deps.db, tutor.expertId, { durationMinutes: 60 }), await addOffering(t.deps.db, tutor.expertId, { durationMinutes: 90 })];
  await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(Date.now() + 86_400_000), 3, 3, 6));
  await setSettings(t.deps.db, tutor.expertId);
}, 120_000);
afterAll(() => t.close());

const slotsOf = async (offeringId: string) =>
  (
    await t.json<{ slots: SlotDto[] }>(
      'GET',
      `/api/experts/${tutor.expertId}/slots?offeringId=${offeringId}&from=${new Date().toISOString()}&to=${new Date(Date.now() + 5 * 86_400_000).toISOString()}`,
    )
  ).slots;

async function liveBookings() {
  return t.deps.db.select().from(bookings).where(and(eq(bookings.expertId, tutor.expertId), inArray(bookings.status, ['pending', 'confirmed'])));
}

describe.skipIf(!onPostgres)('200 concurrent requests for one slot', () => {
  it('gives exactly one 201 and 199 × 409, no 5xx', async () => {
    const [slot] = (await slotsOf(offerings[0].id)).filter((s) => s.isAvailable);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.request('POST', '/api/bookings', { as: students[i % students.length], body: { offeringId: offerings[0].id, startTime: slot.startTime } }).then((r) => r.status),
      ),
    );
    const tally = results.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    expect(tally).toEqual({ 201: 1, 409: 199 });
    await t.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.expertId, tutor.expertId));
  }, 120_000);
});

describe('random book / cancel sequences', () => {
  it('never leave two overlapping live bookings', async () => {
    const [grid60, grid90] = [await slotsOf(offerings[0].id), await slotsOf(offerings[1].id)];
    const op = fc.oneof(
      fc.record({ kind: fc.constant('book' as const), o: fc.integer({ min: 0, max: 1 }), k: fc.nat(40), s: fc.nat(9) }),
      fc.record({ kind: fc.constant('cancel' as const), k: fc.nat(20) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), async (batches) => {
        const made: BookingDto[] = [];
        for (const batch of batches) {
          // Each batch runs concurrently.
          const statuses = await Promise.all(
            batch.map(async (o) => {
              if (o.kind === 'book') {
                const grid = o.o === 0 ? grid60 : grid90;
                const slot = grid[o.k % grid.length];
                const res = await t.request('POST', '/api/bookings', { as: students[o.s], body: { offeringId: offerings[o.o].id, startTime: slot.startTime } });
                if (res.status === 201) made.push((await res.json()) as BookingDto);
                return res.status;
              }
              const target = made[o.k % Math.max(1, made.length)];
              if (!target) return 200;
              return (await t.request('PATCH', `/api/bookings/${target.id}`, { as: tutor, body: { status: 'cancelled', reason: 'Something came up.' } })).status;
            }),
          );
          expect(statuses.every((s) => s < 500)).toBe(true);
          const live = await liveBookings();
          for (const a of live)
            for (const b of live) {
              if (a.id !== b.id) expect(a.scheduledAt < b.endsAt && b.scheduledAt < a.endsAt).toBe(false);
            }
        }
        await t.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.expertId, tutor.expertId));
      }),
      { numRuns: onPostgres ? 40 : 8 },
    );
  }, 300_000);
});

// Retries with one Idempotency-Key sent at the same time (a client that resends before the first answer):
// one booking, and every answer carries it (201 for the one that created it, 200 for the repeats).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto, SlotDto } from '../../../shared/schemas/bookings';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from './bookings.fixtures';

let t: TestContext;
let student: TestUser;
let offeringId: string;
let slots: SlotDto[];

beforeAll(async () => {
  t = await createTestContext();
  const tutor = await t.signUpExpert();
  student = await t.signUp('student');
  offeringId = (await addOffering(t.deps.db, tutor.expertId)).id;
  await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(Date.now() + 86_400_000), 5, 3, 8));
  await setSettings(t.deps.db, tutor.expertId);
  const range = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 10 * 86_400_000).toISOString()}`;
  slots = (await t.json<{ slots: SlotDto[] }>('GET', `/api/experts/${tutor.expertId}/slots?offeringId=${offeringId}&${range}`)).slots.filter((s) => s.isAvailable);
});
afterAll(() => t.close());

describe('concurrent retries with one Idempotency-Key', () => {
  for (const [round, copies] of [
    [0, 2],
    [1, 3],
    [2, 4],
  ] as const) {
    it(`answers ${copies} simultaneous copies with the one booking (round ${round + 1})`, async () => {
      const headers = { 'Idempotency-Key': `same-request-${round}` };
      const body = { offeringId, startTime: slots[round * 4].startTime };
      const answers = await Promise.all(Array.from({ length: copies }, () => t.request('POST', '/api/bookings', { as: student, body, headers })));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array<number>(copies - 1).fill(200), 201]);
      const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as BookingDto).id)));
      expect(ids.size).toBe(1);
    });
  }
});

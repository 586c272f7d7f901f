import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestContext } from '../../testing/harness';
import { notificationsRepo } from './notifications.repo';
// Inserts go through a prepared statement: its JSON and optional fields must come back as written.
it('a notification keeps its data and optional fields', async () => {
  const t = await createTestContext();
  const u = await t.signUp('student');
  const row = await notificationsRepo(t.deps.db).insert({ userId: u.id, type: 'x', title: 'T', data: { id: 'abc', n: [1, 2] } });
  expect(row.data).toEqual({ id: 'abc', n: [1, 2] });
  // Stored as a JSON object, not as a string holding one.
  const stored = (await t.deps.db.execute(sql`select data->>'id' as id, jsonb_typeof(data) as kind from notifications where id = ${row.id}`)) as unknown as { rows: { id: string; kind: string }[] };
  expect(stored.rows[0]).toEqual({ id: 'abc', kind: 'object' });
  const row2 = await notificationsRepo(t.deps.db).insert({ userId: u.id, type: 'x', title: 'T' });
  expect(row2.data).toEqual({});
  expect(row2.body).toBeNull();
  await t.close();
});

// Several notices of one change (a payment's tutor and student) are written together and answered in the order asked.
it('writes several notifications in one statement of the caller transaction, answered in the order given', async () => {
  const t = await createTestContext();
  const [a, b] = [await t.signUp('student'), await t.signUp('tutor')];
  const asked = [
    { userId: b.id, type: 'booking.created', title: 'New booking request' },
    { userId: a.id, type: 'payment.paid', title: 'Payment received' },
    { userId: b.id, type: 'booking.created', title: 'Another request' },
  ];
  const rows = await t.deps.db.transaction((tx) => notificationsRepo(t.deps.db).insertMany(asked, tx));
  expect(rows.map((r) => [r.userId, r.type, r.title])).toEqual(asked.map((n) => [n.userId, n.type, n.title]));
  expect(new Set(rows.map((r) => r.id)).size).toBe(3);
  // Rolled back with the caller's transaction.
  await expect(
    t.deps.db.transaction(async (tx) => {
      await notificationsRepo(t.deps.db).insertMany([{ userId: a.id, type: 'x', title: 'Never kept' }], tx);
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  const kept = (await t.deps.db.execute(sql`select count(*)::int as n from notifications where title = 'Never kept'`)) as unknown as { rows: { n: number }[] };
  expect(Number(kept.rows[0].n)).toBe(0);
  await t.close();
});

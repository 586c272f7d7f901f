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

// The message rate limit holds across app processes (two apps on one database here) and does not count
// idempotent resends (the same client id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_RATE_LIMIT_PER_MINUTE } from '../../shared/rules/messaging';
import { createApp } from '../app';
import { messagingRepo } from '../modules/messaging/messaging.repo';
import { BASE, createTestContext, type TestContext, type TestUser } from '../testing/harness';
import { takeRateLimit } from './rate-limit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('takeRateLimit', () => {
  const rule = { limit: 3, windowMs: 60_000, message: 'Slow down.' };
  it('refuses past the limit, per key, and lets a counted token through again uncounted', async () => {
    for (const token of ['a', 'b', 'c']) await takeRateLimit(t.deps.db, 'k1', token, rule);
    await expect(takeRateLimit(t.deps.db, 'k1', 'd', rule)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Slow down.' });
    // Resends of counted tokens pass and count nothing.
    for (let i = 0; i < 20; i++) await takeRateLimit(t.deps.db, 'k1', 'b', rule);
    // The refused one was not counted: still refused, not let through as a "resend".
    await expect(takeRateLimit(t.deps.db, 'k1', 'd', rule)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await takeRateLimit(t.deps.db, 'k2', 'd', rule);
  });
});

describe('message sending limit', () => {
  let student: TestUser;
  let threadId: string;
  beforeAll(async () => {
    student = await t.signUp('student');
    const expert = await t.signUpExpert();
    threadId = (await messagingRepo(t.deps.db).ensureThread(student.id, expert.expertId)).thread.id;
  });

  it('does not count resends of one message', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < SEND_RATE_LIMIT_PER_MINUTE + 50; i++) {
      const res = await t.request('POST', `/api/threads/${threadId}/messages`, { as: student, body: { content: 'Are you there?', clientId: 'resent-1' } });
      statuses.add(res.status);
    }
    expect([...statuses].sort()).toEqual([200, 201]);
  }, 120_000);

  it('holds across two app processes on one database', async () => {
    // A second app with its own process state, as another app process would have.
    const other = createApp({ ...t.deps });
    const send = (n: number) => {
      const body = JSON.stringify({ content: `Message ${n}`, clientId: `spread-${n}` });
      const init = { method: 'POST', headers: { cookie: student.cookie, 'content-type': 'application/json' }, body };
      return n % 2 ? other.request(`${BASE}/api/threads/${threadId}/messages`, init) : t.app.request(`${BASE}/api/threads/${threadId}/messages`, init);
    };
    // One was sent in the test before; the rest of the minute's allowance, alternating between the apps.
    for (let n = 1; n < SEND_RATE_LIMIT_PER_MINUTE; n++) expect((await send(n)).status).toBe(201);
    const refused = await send(SEND_RATE_LIMIT_PER_MINUTE);
    expect(refused.status).toBe(429);
    expect((await send(SEND_RATE_LIMIT_PER_MINUTE + 1)).status).toBe(429);
  }, 120_000);
});

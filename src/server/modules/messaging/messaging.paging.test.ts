// A long conversation: it opens on its newest page, pages back to its first message and forward to its
// last, by seq, with nothing skipped or repeated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { messagingRepo } from './messaging.repo';

type Row = { id: string; seq: number; content: string };
const TOTAL = 696;

let t: TestContext;
let student: TestUser;
let expert: TestUser & { expertId: string };
let outsider: TestUser;
let threadId: string;
let otherThreadId: string;
const url = (query = '') => `/api/threads/${threadId}/messages${query}`;

beforeAll(async () => {
  t = await createTestContext();
  student = await t.signUp('student');
  outsider = await t.signUp('student');
  expert = await t.signUpExpert();
  const repo = messagingRepo(t.deps.db);
  threadId = (await repo.ensureThread(student.id, expert.expertId)).thread.id;
  otherThreadId = (await repo.ensureThread(outsider.id, expert.expertId)).thread.id;
  const start = Date.UTC(2026, 2, 1, 9);
  // Two conversations interleaved, so the seqs of one have gaps where the other's messages sit.
  const rows = Array.from({ length: TOTAL }, (_, i) => [
    { threadId, senderId: i % 3 ? student.id : expert.id, clientId: `m-${i + 1}`, content: `message ${i + 1}`, createdAt: new Date(start + i * 60_000) },
    ...(i % 5 === 0 ? [{ threadId: otherThreadId, senderId: outsider.id, clientId: `o-${i}`, content: `other ${i}`, createdAt: new Date(start + i * 60_000) }] : []),
  ]).flat();
  for (let i = 0; i < rows.length; i += 200) await t.deps.db.insert(messages).values(rows.slice(i, i + 200));
});
afterAll(async () => t?.close());

const numbers = (rows: Row[]) => rows.map((r) => Number(r.content.replace('message ', '')));

describe('paging a 696-message conversation', () => {
  it('opens on the newest page, in server order', async () => {
    const page = await t.json<Row[]>('GET', url(), { as: student });
    expect(page).toHaveLength(50);
    expect(numbers(page)).toEqual(Array.from({ length: 50 }, (_, i) => TOTAL - 49 + i));
    const small = await t.json<Row[]>('GET', url('?limit=5'), { as: expert });
    expect(numbers(small)).toEqual([692, 693, 694, 695, 696]);
  });

  it('pages back to the first message, each page just before the last one', async () => {
    let page = await t.json<Row[]>('GET', url('?limit=100'), { as: student });
    const all = [...page];
    while (page.length > 0) {
      page = await t.json<Row[]>('GET', url(`?beforeSeq=${all[0].seq}&limit=100`), { as: student });
      expect(page.length).toBeLessThanOrEqual(100);
      all.unshift(...page);
    }
    expect(numbers(all)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    expect(new Set(all.map((r) => r.id)).size).toBe(TOTAL);
  });

  it('pages forward from any point until caught up (afterSeq keeps its meaning)', async () => {
    const oldest = await t.json<Row[]>('GET', url('?afterSeq=0&limit=1'), { as: expert });
    expect(numbers(oldest)).toEqual([1]);
    const all = [...oldest];
    for (;;) {
      const page = await t.json<Row[]>('GET', url(`?afterSeq=${all[all.length - 1].seq}&limit=200`), { as: expert });
      all.push(...page);
      if (page.length < 200) break;
    }
    expect(numbers(all)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    // Without a limit, afterSeq answers up to 500 as it always did.
    expect(await t.json<Row[]>('GET', url('?afterSeq=0'), { as: expert })).toHaveLength(500);
  });

  it('answers a range between two seqs, oldest first', async () => {
    const page = await t.json<Row[]>('GET', url('?limit=10'), { as: student });
    const between = await t.json<Row[]>('GET', url(`?afterSeq=${page[2].seq}&beforeSeq=${page[6].seq}`), { as: student });
    expect(numbers(between)).toEqual(numbers(page.slice(3, 6)));
  });

  it('rejects a bad cursor or limit with a clear message, and hides the thread from outsiders', async () => {
    for (const q of ['?limit=0', '?limit=501', '?beforeSeq=-1', '?afterSeq=abc', '?beforeSeq=1.5']) {
      const res = await t.json('GET', url(q), { as: student, expect: 422 });
      expect(res.error.message).toBeTruthy();
    }
    const crossed = await t.json('GET', url('?afterSeq=10&beforeSeq=5'), { as: student, expect: 422 });
    expect(crossed.error.message).toMatch(/beforeSeq/);
    await t.json('GET', url(), { as: outsider, expect: 404 });
  });
});

// Two people typing at once on Postgres: a reader that follows a conversation by "everything after the
// highest seq I have" must never skip a message. A trigger holds one writer's transaction open after its
// row (and seq) exists, while the other writer commits a later message; the reader polls all along.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { messagingRepo } from './messaging.repo';

const ROUNDS = Number(process.env.MESSAGE_RACE_ROUNDS ?? 12);
const HOLD_MS = 250;

let t: TestContext;
let student: TestUser;
let expert: TestUser & { expertId: string };
let threadId: string;

const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.runIf(onPostgres)('two writers racing in one conversation (Postgres)', () => {
  beforeAll(async () => {
    t = await createTestContext();
    student = await t.signUp('student');
    expert = await t.signUpExpert();
    ({ thread: { id: threadId } } = await messagingRepo(t.deps.db).ensureThread(student.id, expert.expertId));
    // A slow commit: the row and its seq exist, the transaction stays open for a while.
    await t.deps.db.execute(
      sql.raw(`CREATE FUNCTION hold_slow_message() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.content LIKE 'slow %' THEN PERFORM pg_sleep(${HOLD_MS / 1000}); END IF;
          RETURN NEW;
        END $$`),
    );
    await t.deps.db.execute(sql.raw('CREATE TRIGGER hold_slow_message AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION hold_slow_message()'));
  });
  afterAll(async () => t?.close());

  it(`a reader following by seq sees every message (${ROUNDS} rounds)`, async () => {
    const history = await t.json<{ seq: number }[]>('GET', `/api/threads/${threadId}/messages`, { as: student });
    let cursor = history.at(-1)?.seq ?? 0;
    const seen = new Set<string>();
    const sent: string[] = [];
    let missingRounds = 0;

    for (let round = 0; round < ROUNDS; round++) {
      let done = false;
      const slow = t.json<{ id: string }>('POST', `/api/threads/${threadId}/messages`, { as: student, body: { content: `slow ${round}`, clientId: `slow-${round}` } });
      const fast = new Promise((r) => setTimeout(r, 40)).then(() =>
        t.json<{ id: string }>('POST', `/api/threads/${threadId}/messages`, { as: expert, body: { content: `fast ${round}`, clientId: `fast-${round}` } }),
      );
      const both = Promise.all([slow, fast]).finally(() => (done = true));
      // The expert's screen: "what came after the last seq I have", again and again while both type.
      const read = async () => {
        const rows = await t.json<{ id: string; seq: number }[]>('GET', `/api/threads/${threadId}/messages?afterSeq=${cursor}`, { as: expert });
        for (const r of rows) seen.add(r.id);
        if (rows.length) cursor = rows[rows.length - 1].seq;
      };
      while (!done) {
        await read();
        await new Promise((r) => setTimeout(r, 10));
      }
      const ids = (await both).map((m) => m.id);
      await read();
      sent.push(...ids);
      if (ids.some((id) => !seen.has(id))) missingRounds++;
    }

    const missing = sent.filter((id) => !seen.has(id));
    expect({ missing: missing.length, missingRounds }).toEqual({ missing: 0, missingRounds: 0 });
    // Everything sent is in the thread, in one order for both members.
    const all = await t.json<{ id: string }[]>('GET', `/api/threads/${threadId}/messages?afterSeq=0`, { as: student });
    expect(all.map((m) => m.id).filter((id) => sent.includes(id))).toHaveLength(sent.length);
  });
});

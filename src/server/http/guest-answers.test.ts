// Guests share a catalog list for a moment: a change made elsewhere (here, straight in the database, as another
// process would) shows to guests just after the sharing time, at once to a signed-in visitor, and at once to
// everyone after a write served by this process.
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expertProfiles } from '../db/schema';
import { createTestContext, type TestContext } from '../testing/harness';
import { createGuestAnswers } from './guest-answers';

const SHARING_MS = 3_000;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { GUEST_LIST_SHARING_MS: String(SHARING_MS) } });
});
afterAll(() => t.close());

const bioOf = async (expertId: string, as?: Parameters<TestContext['json']>[2]) => {
  const list = await t.json('GET', '/api/experts?limit=50', as);
  return (list.items as { id: string; bio: string | null }[]).find((e) => e.id === expertId)?.bio;
};
const setBio = (expertId: string, bio: string) => t.deps.db.update(expertProfiles).set({ bio }).where(eq(expertProfiles.id, expertId));

describe('catalog lists shared by guests', () => {
  it('shows a change made elsewhere to guests after the sharing time, and at once to a signed-in visitor', async () => {
    const tutor = await t.signUpExpert({ bio: 'Teaches algebra to Class 9 and 10.' });
    const student = await t.signUp('student');
    expect(await bioOf(tutor.expertId)).toBe('Teaches algebra to Class 9 and 10.');

    await setBio(tutor.expertId, 'Teaches algebra and geometry to Class 9 and 10.');
    expect(await bioOf(tutor.expertId)).toBe('Teaches algebra to Class 9 and 10.');
    expect(await bioOf(tutor.expertId, { as: student })).toBe('Teaches algebra and geometry to Class 9 and 10.');

    // Past the sharing time the next guest still gets the kept list while the new one is computed; then it shows.
    await new Promise((resolve) => setTimeout(resolve, SHARING_MS + 50));
    await bioOf(tutor.expertId);
    await vi.waitFor(async () => expect(await bioOf(tutor.expertId)).toBe('Teaches algebra and geometry to Class 9 and 10.'), { timeout: 2_000, interval: 50 });
  });

  it('shows guests at once what a write served by this process changed', async () => {
    const first = await t.signUpExpert({ bio: 'Spoken English for working professionals.' });
    expect(await bioOf(first.expertId)).toBe('Spoken English for working professionals.');
    // Another tutor signs up (writes through this process): every shared list is dropped.
    const second = await t.signUpExpert({ bio: 'Carnatic vocal for beginners.' });
    expect(await bioOf(second.expertId)).toBe('Carnatic vocal for beginners.');
  });

  it('sends the shared list in the compressed copy the guest accepts, the same list as uncompressed', async () => {
    await t.signUpExpert({ bio: 'Physics for JEE aspirants.' });
    const plain = await t.request('GET', '/api/experts?limit=20', { headers: { 'accept-encoding': 'identity' } });
    const packed = await t.request('GET', '/api/experts?limit=20', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(packed.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(packed.headers.get('etag')).toBe(plain.headers.get('etag'));
    const unpacked = zlib.brotliDecompressSync(Buffer.from(await packed.arrayBuffer())).toString('utf8');
    expect(JSON.parse(unpacked)).toEqual(await plain.json());
  });

  it('answers a guest who has the shared list with 304', async () => {
    const res = await t.request('GET', '/api/experts?limit=5');
    const etag = res.headers.get('etag')!;
    const again = await t.request('GET', '/api/experts?limit=5', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('the kept answers', () => {
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('computes once for guests asking together, and past the sharing time sends the kept answer while computing the next once', async () => {
    const answers = createGuestAnswers();
    let computed = 0;
    const compute = async () => {
      computed++;
      await later(30);
      return JSON.stringify({ n: computed });
    };
    const together = await Promise.all([1, 2, 3].map(() => answers.answer('k', 100, compute)));
    expect(together.map((a) => a.json)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(computed).toBe(1);

    await later(120);
    // Past its time: the kept answer at once, the next computed once, out of the way.
    const past = await Promise.all([1, 2].map(() => answers.answer('k', 100, compute)));
    expect(past.map((a) => a.json)).toEqual(['{"n":1}', '{"n":1}']);
    expect(computed).toBe(2);
    await later(50);
    expect((await answers.answer('k', 100, compute)).json).toBe('{"n":2}');

    // Dropped by a write; a failed computation is not kept.
    answers.clear();
    await expect(answers.answer('k', 100, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await answers.answer('k', 100, compute)).json).toBe('{"n":3}');
  });
});

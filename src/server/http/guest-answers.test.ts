// Guests share a catalog list for a moment: a change made elsewhere (here, straight in the database, as another
// process would) shows to guests once the sharing time is over, at once to a signed-in visitor, and at once to
// everyone after a write served by this process.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertProfiles } from '../db/schema';
import { createTestContext, type TestContext } from '../testing/harness';

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

    await new Promise((resolve) => setTimeout(resolve, SHARING_MS + 50));
    expect(await bioOf(tutor.expertId)).toBe('Teaches algebra and geometry to Class 9 and 10.');
  });

  it('shows guests at once what a write served by this process changed', async () => {
    const first = await t.signUpExpert({ bio: 'Spoken English for working professionals.' });
    expect(await bioOf(first.expertId)).toBe('Spoken English for working professionals.');
    // Another tutor signs up (writes through this process): every shared list is dropped.
    const second = await t.signUpExpert({ bio: 'Carnatic vocal for beginners.' });
    expect(await bioOf(second.expertId)).toBe('Carnatic vocal for beginners.');
  });

  it('answers a guest who has the shared list with 304', async () => {
    const res = await t.request('GET', '/api/experts?limit=5');
    const etag = res.headers.get('etag')!;
    const again = await t.request('GET', '/api/experts?limit=5', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

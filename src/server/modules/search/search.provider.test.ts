// AI search with a configured provider: its criteria are used when valid; the built-in engine otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiClient } from '../../adapters/ai/ai';
import { domains } from '../../db/schema';
import { seedCatalog } from '../../db/seed/catalog';
import { DOMAIN_NAMES } from '../../db/seed/domains';
import { createTestContext, type TestContext } from '../../testing/harness';

let answer: unknown = null;
const calls: string[] = [];
const fakeAi: AiClient = {
  configured: true,
  json: async ({ user, schema }) => {
    calls.push(user);
    const parsed = schema.safeParse(answer);
    return parsed.success ? parsed.data : null;
  },
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ ai: fakeAi });
  await t.deps.db.insert(domains).values(DOMAIN_NAMES.map((name) => ({ name }))).onConflictDoNothing();
  await seedCatalog(t.deps.db, { count: 40, seed: 3, password: 'catalog-pass-2026', emailPrefix: 'p' });
});
afterAll(() => t.close());

describe('AI search with a provider', () => {
  it('uses the provider’s criteria when they validate', async () => {
    answer = { subjects: ['Guitar'], audiences: ['young children'], styles: ['fun'] };
    const r = await t.json('POST', '/api/ai/tutor-search', { body: { query: 'something for my kid who loves music' } });
    expect(calls.at(-1)).toBe('something for my kid who loves music');
    expect(r.meta.engine).toBe('provider');
    expect(r.extractedCriteria.subjects).toEqual(['Guitar']);
    expect(r.results[0].domainName).toBe('Guitar');
  });

  it('falls back to the built-in engine when the provider answers nothing usable', async () => {
    answer = { subjects: 'not-a-list' };
    const r = await t.json('POST', '/api/ai/tutor-search', { body: { query: 'Fun guitar teacher for young children' } });
    expect(r.meta.engine).toBe('built-in');
    expect(r.extractedCriteria).toMatchObject({ subjects: ['Guitar'], audiences: ['young children'], styles: ['fun'] });
  });
});

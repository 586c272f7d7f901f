import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { openTestDatabase } from '../../../testing/harness';
import { DOMAIN_NAMES } from '../../../db/seed/domains';
import { EXAMPLE_QUERIES } from '../../../../shared/rules/example-queries';
import { taxonomyRepo } from '../../../modules/taxonomy/taxonomy.repo';
import { closestCategories, wordSimilarity, wordSimilarityTo } from './trigram';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(() => drop());

/** A statement straight to the driver (the embedded database or Postgres): the database's own answer. */
const query = <T,>(text: string, params: unknown[]) =>
  (handle.db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<{ rows: T[] }> } }).$client.query(text, params);

const QUERIES = [
  ...EXAMPLE_QUERIES,
  'pyton tutor',
  'maths maths maths',
  'spoken english classes explain in tamil',
  'c++ & c# developer',
  'ielts 7.5 band!!',
  'naïve café école',
  'ÉCOLE',
  'हिंदी में गणित',
  'a',
  '',
  '   ',
  'x-y-z 1 2 3',
].map((q) => q.toLowerCase());
const TOPICS = [
  ...DOMAIN_NAMES,
  'Mathematics Algebra Trigonometry Calculus Mathematics',
  'Physics Chemistry Mathematics AP Physics JEE Main Physics',
  'Coding for Kids (Scratch) Scratch Python',
  'Hindi गणित हिंदी Bengali',
  'naive cafe ecole Café',
  'Spoken English English Communication Skills ',
  'aaa aaa aaa',
  '',
];

describe("word_similarity computed in the server", () => {
  it("gives exactly the database's pg_trgm word_similarity", async () => {
    let pairs = 0;
    for (const q of QUERIES) {
      const { rows } = await query<{ w: number }>('select word_similarity($1, t)::float8 as w from unnest($2::text[]) t', [q, TOPICS]);
      const fromQuery = wordSimilarityTo(q);
      TOPICS.forEach((topic, i) => {
        const expected = Number(rows[i].w);
        expect(wordSimilarity(q, topic), `${q} | ${topic}`).toBe(expected);
        expect(fromQuery(topic)).toBe(expected);
        pairs++;
      });
    }
    expect(pairs).toBe(QUERIES.length * TOPICS.length);
  });

  it('finds the best stretch of words, not the whole text', () => {
    expect(wordSimilarity('physics', 'Chemistry Physics Biology')).toBe(1);
    expect(wordSimilarity('pyton', 'Python Programming')).toBeGreaterThan(0.4);
    expect(wordSimilarity('zzqx', 'Python Programming')).toBe(0);
  });

  it("picks the same closest category for a misspelt word as the database's trigram lookup", async () => {
    const categories = (await taxonomyRepo(handle.db).list()).map((r) => ({ name: r.name, aliases: r.aliases }));
    expect(categories.length).toBeGreaterThan(100);
    const words = ['pyton', 'phisics', 'maths', 'chemestry', 'guitaar', 'yogaa', 'kathak', 'scrach', 'ielts', 'spanish', 'zzqx', 'writing', 'piano', 'bharatnatyam', 'accounts', 'olympiad', 'vocal', 'a', 'abc', 'hindi'];
    for (let i = 0; i < words.length; i += 5) {
      const batch = words.slice(i, i + 8);
      // The same rule in the database's own terms: the closest category per word by pg_trgm, ties by name.
      const { rows } = await query<{ word: string; name: string }>(
        `select distinct on (k.w) k.w as word, d.name
         from domains d, unnest($1::text[]) as k(w),
           lateral (select max(word_similarity(k.w, n)) as sim from unnest(d.name || d.aliases) n) x
         where length(k.w) >= 4 and x.sim >= 0.6
         order by k.w, x.sim desc, d.name
         limit 6`,
        [batch],
      );
      expect(closestCategories(batch, categories), batch.join(' ')).toEqual(rows);
    }
    expect(closestCategories(['guitaar', 'bharatnatyam', 'zzqx'], categories)).toEqual([{ word: 'bharatnatyam', name: 'Bharatanatyam' }, { word: 'guitaar', name: 'Guitar' }]);
  });
});

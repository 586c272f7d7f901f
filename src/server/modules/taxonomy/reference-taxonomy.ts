// The reference taxonomy: the facet catalogue's subject categories as rows of `domains` (name = the
// catalogue code, its aliases, its parent). Every install receives them through a migration whose SQL is
// generated here from the catalogue, so the two cannot drift apart (`npx tsx scripts/taxonomy-migration.ts`).
import type { FacetEntry } from '../../../shared/catalog/types';

export type ReferenceCategory = { name: string; aliases: string[]; parent: string | null };

const key = (s: string) => s.trim().toLowerCase();

/**
 * The catalogue's subjects as categories, in catalogue order: aliases (and a label that differs from the
 * code) without duplicates or the name itself. Throws on a repeated name, a parent that is not itself a
 * subject, or a cycle of parents — the catalogue is wrong then, and no migration should be written.
 */
export function referenceCategories(entries: readonly FacetEntry[]): ReferenceCategory[] {
  const subjects = entries.filter((e) => e.kind === 'subject');
  const byKey = new Map<string, FacetEntry>();
  for (const e of subjects) {
    if (!e.code.trim()) throw new Error('A catalogue subject has an empty code.');
    if (byKey.has(key(e.code))) throw new Error(`The catalogue lists the subject "${e.code}" twice.`);
    byKey.set(key(e.code), e);
  }
  const out = subjects.map((e): ReferenceCategory => {
    const seen = new Set([key(e.code)]);
    const aliases: string[] = [];
    for (const a of [e.label, ...e.aliases]) {
      const k = key(a ?? '');
      if (!k || seen.has(k)) continue;
      seen.add(k);
      aliases.push(a.trim());
    }
    const parent = e.parent?.trim() ? byKey.get(key(e.parent))?.code : null;
    if (parent === undefined) throw new Error(`The subject "${e.code}" names the parent "${e.parent}", which is not a catalogue subject.`);
    return { name: e.code, aliases, parent };
  });
  const parentOf = new Map(out.map((c) => [key(c.name), c.parent ? key(c.parent) : null]));
  for (const c of out) {
    const path = new Set<string>();
    for (let at: string | null = key(c.name); at; at = parentOf.get(at) ?? null) {
      if (path.has(at)) throw new Error(`The catalogue's subject parents form a cycle through "${c.name}".`);
      path.add(at);
    }
  }
  return out;
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (xs: string[]) => (xs.length ? `ARRAY[${xs.map(literal).join(', ')}]::text[]` : `'{}'::text[]`);

const TAXONOMY_MIGRATION_HEADER = [
  '-- Reference taxonomy: the facet catalogue\'s subject categories (src/shared/catalog/subjects.ts) with their',
  '-- aliases and parents, on every install. Existing categories of the same name (any case) keep their id and',
  '-- spelling and become reference categories. Generated from the catalogue: do not edit by hand, run',
  '-- `npx tsx scripts/taxonomy-migration.ts` after changing the catalogue.',
].join('\n');

/** The migration's SQL statements, in order (drizzle's breakpoint separates them in the file). */
export function referenceTaxonomyStatements(entries: readonly FacetEntry[]): string[] {
  const categories = referenceCategories(entries);
  if (!categories.length) throw new Error('The catalogue has no subjects.');
  const rows = categories.map((c) => `  (${literal(c.name)}, ${textArray(c.aliases)}, true)`).join(',\n');
  const upsert = [
    'INSERT INTO "domains" ("name", "aliases", "is_reference") VALUES',
    rows,
    'ON CONFLICT (lower("name")) DO UPDATE SET "aliases" = EXCLUDED."aliases", "parent_id" = NULL, "is_reference" = true;',
  ].join('\n');
  const links = categories.filter((c) => c.parent);
  const statements = [upsert];
  if (links.length) {
    statements.push(
      [
        'UPDATE "domains" AS d SET "parent_id" = p."id"',
        'FROM (VALUES',
        links.map((c) => `  (${literal(c.name)}, ${literal(c.parent!)})`).join(',\n'),
        ') AS v("child", "parent")',
        'JOIN "domains" AS p ON lower(p."name") = lower(v."parent")',
        'WHERE lower(d."name") = lower(v."child");',
      ].join('\n'),
    );
  }
  return statements;
}

/** The whole migration file. */
export function referenceTaxonomySql(entries: readonly FacetEntry[]): string {
  return `${TAXONOMY_MIGRATION_HEADER}\n${referenceTaxonomyStatements(entries).join('\n--> statement-breakpoint\n')}\n`;
}

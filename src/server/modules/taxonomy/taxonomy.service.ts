// The category taxonomy: the public list, tutors' own categories, and the lexicon search reads categories from.
// Operators' edits are in taxonomy.admin.ts.
import type { Domain } from '../../../shared/schemas/experts';
import type { Db } from '../../db/client';
import type { Lexicon } from '../../adapters/ai/search-engine/understand';
import type { Deps } from '../../deps';
import { taxonomyRepo, type DomainRow } from './taxonomy.repo';

type Ctx = { deps: Pick<Deps, 'db'> };

export const toDomain = (r: DomainRow): Domain => ({ id: r.id, name: r.name, parentId: r.parentId, aliases: r.aliases });

/** Every category with its parent and aliases, ordered by name (GET /api/domains). */
export async function listDomains({ deps }: Ctx): Promise<Domain[]> {
  return (await taxonomyRepo(deps.db).list()).map(toDomain);
}

/**
 * The id of a category a tutor typed in: an existing one in any spelling, or a new one filed under
 * `parentName` (the broader catalogue category it names), which search then reads at once.
 */
export async function ensureCategory(deps: Pick<Deps, 'db'>, name: string, parentName: string | null): Promise<string> {
  const row = await taxonomyRepo(deps.db).findOrCreate(name, parentName);
  invalidateLexicon(deps.db);
  return row.id;
}

// ── the search lexicon ──

/** How long another process may read a lexicon before it sees an operator's edit. */
export const LEXICON_TTL_MS = 60_000;

type Cached = { at: number; value: Promise<Lexicon> };
const lexicons = new WeakMap<Db, Cached>();

/** Forgets this process's lexicon for a database: the next search reads the categories afresh. */
export function invalidateLexicon(db: Db): void {
  lexicons.delete(db);
}

/**
 * Every category with its aliases and its parent's name, as search reads them on top of the catalogue:
 * operators' edits and tutors' own categories included. Held in process for a minute; an edit through this
 * process drops it at once.
 */
export function loadLexicon(deps: Pick<Deps, 'db'>): Promise<Lexicon> {
  const hit = lexicons.get(deps.db);
  const now = Date.now();
  if (hit && now - hit.at < LEXICON_TTL_MS) return hit.value;
  const value = readLexicon(deps.db);
  const entry = { at: now, value };
  lexicons.set(deps.db, entry);
  // A failed read is not kept: the next search tries again.
  value.catch(() => {
    if (lexicons.get(deps.db) === entry) lexicons.delete(deps.db);
  });
  return value;
}

async function readLexicon(db: Db): Promise<Lexicon> {
  const rows = await taxonomyRepo(db).list();
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  return { subjects: rows.map((r) => ({ code: r.name, aliases: r.aliases, parent: (r.parentId && nameOf.get(r.parentId)) || null })) };
}

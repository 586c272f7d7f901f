// Operators' edits of the category taxonomy (/admin): names, parents and aliases, checked so a word a student
// types lands on one category; tutors and offers filed under a category move with it.
import { AppError } from '../../../shared/errors';
import type { AdminDomain, DeleteDomainQuery } from '../../../shared/schemas/taxonomy';
import type { Db, Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { renameOfferCategory } from '../offerings/offerings.service';
import { moveTutorsToCategory } from '../profiles/profiles.service';
import { taxonomyRepo, type DomainRow } from './taxonomy.repo';
import { invalidateLexicon, toDomain } from './taxonomy.service';

type Ctx = { deps: Pick<Deps, 'db'> };

const key = (s: string) => s.trim().toLowerCase();

export async function listAdminDomains({ deps }: Ctx): Promise<AdminDomain[]> {
  const repo = taxonomyRepo(deps.db);
  const [rows, usage] = await Promise.all([repo.list(), repo.usage()]);
  return rows.map((r) => ({ ...toDomain(r), isReference: r.isReference, ...(usage.get(r.id) ?? { tutors: 0, offers: 0 }) }));
}

async function adminDomain(db: Db, id: string): Promise<AdminDomain> {
  const found = (await listAdminDomains({ deps: { db } })).find((d) => d.id === id);
  if (!found) throw new AppError('NOT_FOUND', 'Category not found.');
  return found;
}

/** Aliases without repeats (in any case) and without the category's own name. */
function tidyAliases(name: string, aliases: string[]): string[] {
  const seen = new Set([key(name)]);
  const out: string[] = [];
  for (const a of aliases) {
    if (seen.has(key(a))) continue;
    seen.add(key(a));
    out.push(a);
  }
  return out;
}

/**
 * A name or alias must point at one category only: a student typing it has to land somewhere definite.
 * Throws 409 naming the category that already holds it.
 */
function assertUnclaimed(all: DomainRow[], selfId: string | null, name: string | null, aliases: string[]) {
  const others = all.filter((d) => d.id !== selfId);
  const byName = new Map(others.map((d) => [key(d.name), d]));
  const byAlias = new Map(others.flatMap((d) => d.aliases.map((a) => [key(a), d] as const)));
  const taken = name === null ? undefined : byName.get(key(name));
  if (taken) throw new AppError('CONFLICT', `A category named "${taken.name}" already exists.`, { fields: { name: `A category named "${taken.name}" already exists.` } });
  const aliasOf = name === null ? undefined : byAlias.get(key(name));
  if (aliasOf) throw new AppError('CONFLICT', `"${name}" is already another name for ${aliasOf.name}.`, { fields: { name: `"${name}" is already another name for ${aliasOf.name}.` } });
  for (const a of aliases) {
    const clash = byName.get(key(a)) ?? byAlias.get(key(a));
    if (clash) {
      const message = key(clash.name) === key(a) ? `"${a}" is the name of another category.` : `"${a}" is already another name for ${clash.name}.`;
      throw new AppError('CONFLICT', message, { fields: { aliases: message } });
    }
  }
}

/** The parent must exist and must not be the category itself or one of its subcategories. */
function assertParent(all: DomainRow[], selfId: string | null, parentId: string | null, name: string) {
  if (!parentId) return;
  const byId = new Map(all.map((d) => [d.id, d]));
  const parent = byId.get(parentId);
  if (!parent) throw new AppError('VALIDATION', 'The parent category does not exist.', { fields: { parentId: 'The parent category does not exist.' } });
  if (!selfId) return;
  if (parentId === selfId) throw new AppError('BAD_REQUEST', `${name} cannot be its own parent.`, { fields: { parentId: `${name} cannot be its own parent.` } });
  const seen = new Set<string>();
  for (let at: DomainRow | undefined = parent; at && !seen.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined) {
    seen.add(at.id);
    if (at.parentId === selfId) {
      const message = `${name} cannot sit under ${parent.name}: ${parent.name} is already under ${name}.`;
      throw new AppError('BAD_REQUEST', message, { fields: { parentId: message } });
    }
  }
}

export async function createDomain({ deps, input }: Ctx & { input: { name: string; parentId: string | null; aliases: string[] } }): Promise<AdminDomain> {
  const repo = taxonomyRepo(deps.db);
  const all = await repo.list();
  const aliases = tidyAliases(input.name, input.aliases);
  assertUnclaimed(all, null, input.name, aliases);
  assertParent(all, null, input.parentId, input.name);
  const row = await repo.insert({ name: input.name, parentId: input.parentId, aliases });
  if (!row) throw new AppError('CONFLICT', `A category named "${input.name}" already exists.`, { fields: { name: `A category named "${input.name}" already exists.` } });
  invalidateLexicon(deps.db);
  return adminDomain(deps.db, row.id);
}

export async function updateDomain({ deps, id, input }: Ctx & { id: string; input: { name?: string; parentId?: string | null; aliases?: string[] } }): Promise<AdminDomain> {
  const repo = taxonomyRepo(deps.db);
  const all = await repo.list();
  const current = all.find((d) => d.id === id);
  if (!current) throw new AppError('NOT_FOUND', 'Category not found.');
  const name = input.name ?? current.name;
  const aliases = tidyAliases(name, input.aliases ?? current.aliases);
  // Only what this edit adds is checked: a clash already in the data does not block an unrelated edit.
  const had = new Set(current.aliases.map(key));
  assertUnclaimed(all, id, key(name) === key(current.name) ? null : name, aliases.filter((a) => !had.has(key(a))));
  if (input.parentId !== undefined) assertParent(all, id, input.parentId, name);
  const patch = { ...(input.name !== undefined && { name }), ...(input.parentId !== undefined && { parentId: input.parentId }), aliases };
  const renamed = input.name !== undefined && name !== current.name;
  const row = await repo.update(id, patch, async (tx) => {
    if (renamed) await renameOfferCategory(tx, current.name, name);
  });
  if (!row) throw new AppError('NOT_FOUND', 'Category not found.');
  invalidateLexicon(deps.db);
  return adminDomain(deps.db, id);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Deletes a category nobody uses; one that tutors or offers use needs `moveTo`, the category they move to.
 * Its subcategories move up to its parent either way.
 */
export async function deleteDomain({ deps, id, input }: Ctx & { id: string; input: DeleteDomainQuery }): Promise<void> {
  const repo = taxonomyRepo(deps.db);
  const [row, usage] = await Promise.all([repo.find(id), repo.usage()]);
  if (!row) throw new AppError('NOT_FOUND', 'Category not found.');
  let moveTo: DomainRow | null = null;
  if (input.moveTo) {
    if (input.moveTo === id) throw new AppError('BAD_REQUEST', `Choose a category other than ${row.name} to move its tutors and offers to.`, { fields: { moveTo: 'Choose another category.' } });
    moveTo = await repo.find(input.moveTo);
    if (!moveTo) throw new AppError('VALIDATION', 'The category to move to does not exist.', { fields: { moveTo: 'The category to move to does not exist.' } });
  }
  const used = usage.get(id) ?? { tutors: 0, offers: 0 };
  if (!moveTo && (used.tutors > 0 || used.offers > 0)) {
    const who = [used.tutors && plural(used.tutors, 'tutor'), used.offers && plural(used.offers, 'offer')].filter(Boolean).join(' and ');
    throw new AppError('CONFLICT', `${who} use ${row.name}: choose a category to move them to before deleting it.`);
  }
  const target = moveTo;
  const carry = async (tx: Tx) => {
    if (!target) return;
    await moveTutorsToCategory(tx, row.id, target.id);
    await renameOfferCategory(tx, row.name, target.name);
  };
  if (!(await repo.remove(row, carry))) throw new AppError('NOT_FOUND', 'Category not found.');
  invalidateLexicon(deps.db);
}


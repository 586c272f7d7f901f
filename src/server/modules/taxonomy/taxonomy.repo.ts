// Categories (the `domains` table) as a tree with aliases: reads for the public list and the search
// lexicon, writes for operators.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { domains } from '../../db/schema';

/** Writes of other modules that must commit with a category edit (their owners' functions, given the transaction). */
export type Carry = (tx: Tx) => Promise<void>;

export type DomainRow = { id: string; name: string; parentId: string | null; aliases: string[]; isReference: boolean };
export type DomainUsage = { tutors: number; offers: number };

const columns = { id: domains.id, name: domains.name, parentId: domains.parentId, aliases: domains.aliases, isReference: domains.isReference };

export const taxonomyRepo = (db: Db) => ({
  /** Every category, ordered by name. */
  list(): Promise<DomainRow[]> {
    return db.select(columns).from(domains).orderBy(asc(domains.name));
  },

  /** How many tutor profiles and offers use each category (by id for profiles, by name for offers). */
  async usage(): Promise<Map<string, DomainUsage>> {
    const rows = await db
      .select({
        id: domains.id,
        tutors: sql<number>`(select count(*) from expert_profiles p where p.domain_id = domains.id)::int`,
        offers: sql<number>`(select count(*) from offerings o where lower(o.category) = lower(domains.name))::int`,
      })
      .from(domains);
    return new Map(rows.map((r) => [r.id, { tutors: Number(r.tutors), offers: Number(r.offers) }]));
  },

  async find(id: string): Promise<DomainRow | null> {
    const [row] = await db.select(columns).from(domains).where(eq(domains.id, id)).limit(1);
    return row ?? null;
  },

  /** Inserts a category; null when the name (in any case) is taken. */
  async insert(values: { name: string; parentId: string | null; aliases: string[] }): Promise<DomainRow | null> {
    const [row] = await db.insert(domains).values(values).onConflictDoNothing().returning(columns);
    return row ?? null;
  },

  /** Updates a category; `carry` runs in the same transaction when the row exists (a rename carries offers along). */
  async update(id: string, patch: { name?: string; parentId?: string | null; aliases?: string[] }, carry: Carry): Promise<DomainRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.update(domains).set(patch).where(eq(domains.id, id)).returning(columns);
      if (row) await carry(tx);
      return row ?? null;
    });
  },

  /** A category by name in any spelling, created (under `parentName` when that exists) when missing. */
  async findOrCreate(name: string, parentName: string | null): Promise<{ id: string; name: string }> {
    const parent = parentName
      ? (await db.select({ id: domains.id }).from(domains).where(sql`lower(${domains.name}) = lower(${parentName})`).limit(1))[0]
      : undefined;
    await db.insert(domains).values({ name, parentId: parent?.id ?? null }).onConflictDoNothing();
    const [row] = await db.select({ id: domains.id, name: domains.name }).from(domains).where(sql`lower(${domains.name}) = lower(${name})`).limit(1);
    return row!;
  },

  /**
   * Deletes a category. Its subcategories move up to its parent; `carry` runs first in the same transaction
   * (moving the tutors and offers filed under it).
   */
  async remove(row: DomainRow, carry: Carry): Promise<boolean> {
    return db.transaction(async (tx) => {
      await carry(tx);
      await tx.update(domains).set({ parentId: row.parentId }).where(eq(domains.parentId, row.id));
      const gone = await tx.delete(domains).where(eq(domains.id, row.id)).returning({ id: domains.id });
      return gone.length > 0;
    });
  },
});

// Skill categories come from the facet catalogue (src/shared/catalog/subjects.ts): the reference taxonomy
// every install receives through a migration. The seed only makes sure they are present, e.g. in a database
// migrated before the catalogue gained an entry.
import { sql } from 'drizzle-orm';
import { SUBJECTS } from '../../../shared/catalog';
import { referenceTaxonomyStatements } from '../../modules/taxonomy/reference-taxonomy';
import type { Db } from '../client';

/** The catalogue's subject categories, by code. */
export const DOMAIN_NAMES: readonly string[] = SUBJECTS.map((s) => s.code);

/** Upserts the catalogue's categories with their aliases and parents (the reference-taxonomy migration's SQL). */
export async function seedReferenceTaxonomy(db: Db): Promise<void> {
  for (const statement of referenceTaxonomyStatements(SUBJECTS)) await db.execute(sql.raw(statement));
}

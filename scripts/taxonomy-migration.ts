// Writes the reference-taxonomy migration from the facet catalogue (src/shared/catalog/subjects.ts).
//   npx tsx scripts/taxonomy-migration.ts           rewrite the latest reference-taxonomy migration (or create the first)
//   npx tsx scripts/taxonomy-migration.ts --new     add a new one (when installs have already applied the latest)
//   npx tsx scripts/taxonomy-migration.ts --check   exit 1 when the latest one disagrees with the catalogue
//   npx tsx scripts/taxonomy-migration.ts --print   print the SQL only
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { SUBJECTS } from '../src/shared/catalog/subjects';
import { referenceTaxonomySql } from '../src/server/modules/taxonomy/reference-taxonomy';
import { latestTaxonomyMigration, writeTaxonomyMigration } from '../src/server/modules/taxonomy/taxonomy-migration';

const { values } = parseArgs({ options: { new: { type: 'boolean' }, check: { type: 'boolean' }, print: { type: 'boolean' } } });

if (values.print) {
  process.stdout.write(referenceTaxonomySql(SUBJECTS));
} else if (values.check) {
  const latest = latestTaxonomyMigration();
  const current = latest && fs.existsSync(latest.file) ? fs.readFileSync(latest.file, 'utf8') : null;
  if (current !== referenceTaxonomySql(SUBJECTS)) {
    console.error(`${latest?.file ?? 'No reference-taxonomy migration'} disagrees with the catalogue: run npx tsx scripts/taxonomy-migration.ts`);
    process.exit(1);
  }
  console.log(`${latest!.file} matches the catalogue (${SUBJECTS.length} subjects).`);
} else {
  const { file, changed } = writeTaxonomyMigration(SUBJECTS, { fresh: values.new });
  console.log(`${changed ? 'Wrote' : 'Unchanged:'} ${file} (${SUBJECTS.length} subjects)`);
}

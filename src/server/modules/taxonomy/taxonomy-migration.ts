// The migration files that carry the reference taxonomy. The latest one must hold exactly the SQL the
// catalogue generates; a catalogue change rewrites it while unreleased, or adds a new one (`--new`) once an
// install has applied it (a migration runs once per database).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FacetEntry } from '../../../shared/catalog/types';
import { referenceTaxonomySql } from './reference-taxonomy';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../db/migrations');
const TAG = /^(\d{4})_reference_taxonomy$/;

type Journal = { version: string; dialect: string; entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };

const journalPath = (dir: string) => path.join(dir, 'meta', '_journal.json');
const readJournal = (dir: string): Journal => JSON.parse(fs.readFileSync(journalPath(dir), 'utf8'));

/** The latest reference-taxonomy migration in the journal, or null when there is none yet. */
export function latestTaxonomyMigration(dir = MIGRATIONS_DIR): { tag: string; file: string } | null {
  const entry = readJournal(dir).entries.filter((e) => TAG.test(e.tag)).at(-1);
  return entry ? { tag: entry.tag, file: path.join(dir, `${entry.tag}.sql`) } : null;
}

/** Appends a new, empty-bodied migration to the journal (with its schema snapshot, unchanged). */
function addTaxonomyMigration(dir = MIGRATIONS_DIR): { tag: string; file: string } {
  const journal = readJournal(dir);
  const last = journal.entries.at(-1);
  if (!last) throw new Error('The migration journal is empty.');
  const idx = last.idx + 1;
  const tag = `${String(idx).padStart(4, '0')}_reference_taxonomy`;
  const prevSnapshot = JSON.parse(fs.readFileSync(path.join(dir, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
  const snapshot = { ...prevSnapshot, id: randomUUID(), prevId: prevSnapshot.id };
  fs.writeFileSync(path.join(dir, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`), JSON.stringify(snapshot, null, 2));
  journal.entries.push({ idx, version: last.version, when: Math.max(Date.now(), last.when + 60_000), tag, breakpoints: true });
  fs.writeFileSync(journalPath(dir), JSON.stringify(journal, null, 2));
  return { tag, file: path.join(dir, `${tag}.sql`) };
}

/**
 * Writes the catalogue's SQL into the latest reference-taxonomy migration (creating the first one, or a new
 * one with `fresh`); returns the file and whether its content changed.
 */
export function writeTaxonomyMigration(subjects: readonly FacetEntry[], options: { dir?: string; fresh?: boolean } = {}): { file: string; changed: boolean } {
  const dir = options.dir ?? MIGRATIONS_DIR;
  const sql = referenceTaxonomySql(subjects);
  const target = (!options.fresh && latestTaxonomyMigration(dir)) || addTaxonomyMigration(dir);
  const before = fs.existsSync(target.file) ? fs.readFileSync(target.file, 'utf8') : null;
  if (before === sql) return { file: target.file, changed: false };
  fs.writeFileSync(target.file, sql);
  return { file: target.file, changed: true };
}

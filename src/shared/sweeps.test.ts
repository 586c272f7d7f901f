// Finished sweeps stay finished: one default zone, one zone list, one display-name SQL helper, and no
// Postgres codes outside the repos. Reads the source tree (tests, seed and demo data excepted).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

/** Tests, their fixtures and the demo seed may name zones and people as data. */
const isExcepted = (rel: string) => /\.(test|fixtures)\.tsx?$/.test(rel) || /(^|\/)(test|testing)\//.test(rel) || rel.startsWith('server/db/seed/');
const files = sourceFiles(SRC)
  .map((full) => ({ rel: path.relative(SRC, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') }))
  .filter((f) => !isExcepted(f.rel));

/** The argument lists of every `coalesce(…)` in a text, nested parentheses included. */
function coalesceArgs(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/coalesce\(/gi)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < text.length && depth > 0; i++) depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
    out.push(text.slice(m.index + m[0].length, i - 1));
  }
  return out;
}

const ZONE = /['"`]((?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Za-z_]+)['"`]/g;
const NAME_COLUMN = /full_?name|first_?name|last_?name|\.name\b/i;

describe('sweeps', () => {
  it('write the default zone once: DEFAULT_TIME_ZONE in shared/rules/time-zone.ts', () => {
    const offenders = files.filter((f) => f.rel !== 'shared/rules/time-zone.ts' && /['"`]Asia\/Kolkata['"`]/.test(f.text)).map((f) => f.rel);
    expect(offenders).toEqual([]);
  });

  it('keep one time-zone list, TIMEZONE_OPTIONS in shared/rules/time-zone.ts', () => {
    const offenders = files
      .filter((f) => f.rel !== 'shared/rules/time-zone.ts' && new Set([...f.text.matchAll(ZONE)].map((m) => m[1])).size >= 3)
      .map((f) => f.rel);
    expect(offenders).toEqual([]);
  });

  it("build a person's shown name in SQL only through db/person-name.ts", () => {
    const offenders = files
      .filter((f) => f.rel !== 'server/db/person-name.ts' && coalesceArgs(f.text).some((args) => NAME_COLUMN.test(args)))
      .map((f) => f.rel);
    expect(offenders).toEqual([]);
  });

  it('leave Postgres error codes to the repos and the HTTP error mapping', () => {
    const allowed = (rel: string) => rel.endsWith('.repo.ts') || rel.startsWith('server/db/') || rel === 'server/http/db-errors.ts';
    const offenders = files.filter((f) => !allowed(f.rel) && /['"`](23505|23P01|40P01)['"`]/.test(f.text)).map((f) => f.rel);
    expect(offenders).toEqual([]);
  });

  it('catch what they look for', () => {
    expect(coalesceArgs('select coalesce(nullif(trim(p.full_name), \'\'), u.name) from x').some((a) => NAME_COLUMN.test(a))).toBe(true);
    expect(coalesceArgs('sql`coalesce(${profiles.fullName}, ${user.name})`').some((a) => NAME_COLUMN.test(a))).toBe(true);
    expect(coalesceArgs('sql`coalesce(${profiles.avatarUrl}, ${user.image})`').some((a) => NAME_COLUMN.test(a))).toBe(false);
    expect(new Set([..."['Europe/London', 'Asia/Tokyo', 'America/New_York']".matchAll(ZONE)].map((m) => m[1])).size).toBe(3);
  });
});

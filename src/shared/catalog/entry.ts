// One catalogue entry from its code and options: its own code among its aliases unless `bare`, each alias once.
import type { FacetEntry, FacetKind } from './types';

export type Options = { aliases?: string[]; patterns?: string[]; subjects?: string[]; category?: string; hint?: string; label?: string; bare?: boolean; parent?: string };

export function entry(kind: FacetKind, code: string, o: Options = {}): FacetEntry {
  const aliases = [...(o.bare ? [] : [code]), ...(o.aliases ?? [])];
  return {
    kind,
    code,
    label: o.label ?? code,
    patterns: o.patterns ?? [],
    aliases: aliases.filter((a, i) => aliases.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i),
    ...(o.parent ? { parent: o.parent } : {}),
    ...(o.subjects ? { subjects: o.subjects } : {}),
    ...(o.category ? { category: o.category } : {}),
    ...(o.hint ? { hint: o.hint } : {}),
  };
}

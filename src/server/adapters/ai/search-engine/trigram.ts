// pg_trgm's word_similarity(a, b), computed in the server for the candidates a search has already read: the
// greatest trigram similarity between `a` and any continuous stretch of `b`'s words, exactly as the database
// computes it (contrib/pg_trgm, calc_word_similarity and iterate_word_similarity, plain word similarity).
// Computing it here costs a few microseconds a candidate; in the embedded database it cost about 50.

/** A word character as the database's UTF-8 character classes read it: letters, digits and combining marks. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The trigrams of each word, lower-cased and padded with two spaces before and one after (pg_trgm's padding). */
function trigrams(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const chars = [' ', ' ', ...match[0].toLowerCase(), ' '];
    for (let i = 0; i + 2 < chars.length; i++) out.push(chars[i] + chars[i + 1] + chars[i + 2]);
  }
  return out;
}

/** count / (len1 + len2 − count) in single precision, as pg_trgm's CALCSML computes it. */
const similarity = (count: number, len1: number, len2: number) => Math.fround(count / (len1 + len2 - count));

/** pg_trgm's word_similarity(a, b): 0 to 1, single precision like the database's float4. */
export function wordSimilarity(a: string, b: string): number {
  return wordSimilarityTo(a)(b);
}

/** word_similarity(a, ·) for many texts: `a`'s trigrams are read once. */
export function wordSimilarityTo(a: string): (b: string) => number {
  const ownIds = new Map<string, number>();
  for (const t of trigrams(a)) if (!ownIds.has(t)) ownIds.set(t, ownIds.size);
  return (b) => similarityOf(ownIds, trigrams(b));
}

function similarityOf(ownIds: Map<string, number>, other: string[]): number {
  if (!ownIds.size || !other.length) return 0;
  // Each distinct trigram gets an index; `found` says whether `a` has it.
  const distinctOwn = ownIds.size;
  const extra = new Map<string, number>();
  const index = other.map((t) => {
    let id = ownIds.get(t) ?? extra.get(t);
    if (id === undefined) {
      id = distinctOwn + extra.size;
      extra.set(t, id);
    }
    return id;
  });
  const found = (id: number) => id < distinctOwn;

  // The stretch of `b` grows one trigram at a time; at each trigram `a` has, the stretch's start moves forward
  // while that raises the similarity (iterate_word_similarity).
  const lastPos = new Array<number>(distinctOwn + extra.size).fill(-1);
  let count = 0;
  let distinctOther = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < index.length; i++) {
    const id = index[i];
    if (lower >= 0 || found(id)) {
      if (lastPos[id] < 0) {
        distinctOther++;
        if (found(id)) count++;
      }
      lastPos[id] = i;
    }
    if (!found(id)) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      distinctOther = 1;
    }
    let current = similarity(count, distinctOwn, distinctOther);
    let tmpCount = count;
    let tmpDistinct = distinctOther;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const candidate = similarity(tmpCount, distinctOwn, tmpDistinct);
      if (candidate > current) {
        current = candidate;
        distinctOther = tmpDistinct;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpId = index[tmpLower];
      if (lastPos[tmpId] === tmpLower) {
        tmpDistinct--;
        if (found(tmpId)) tmpCount--;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpId = index[tmpLower];
      if (lastPos[tmpId] === tmpLower) lastPos[tmpId] = -1;
    }
  }
  return best;
}

/** pg_trgm's word_similarity returns a real: 0.6 compared with it is the real nearest 0.6. */
const CLOSE_ENOUGH = Math.fround(0.6);
/** Byte order of UTF-8 text, as the database's C collation orders it (UTF-16 order differs only past U+FFFF). */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The closest category for each word that may be misspelt ("pyton" → Python Programming): the category whose
 * name or one of whose aliases has the greatest word similarity to the word, at least 0.6, ties by name; words
 * of four letters or more, in their order, at most six.
 */
export function closestCategories(words: string[], categories: { name: string; aliases: string[] }[]): { word: string; name: string }[] {
  const list = [...new Set(words.filter((w) => w.length >= 4))].sort(byCodeUnit);
  const out: { word: string; name: string }[] = [];
  for (const word of list) {
    const to = wordSimilarityTo(word);
    let best: { name: string; sim: number } | null = null;
    for (const c of categories) {
      const sim = Math.max(to(c.name), ...c.aliases.map(to));
      if (sim < CLOSE_ENOUGH) continue;
      if (!best || sim > best.sim || (sim === best.sim && byCodeUnit(c.name, best.name) < 0)) best = { name: c.name, sim };
    }
    if (best) out.push({ word, name: best.name });
    if (out.length === 6) break;
  }
  return out;
}

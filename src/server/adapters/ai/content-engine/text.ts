// Small text helpers shared by the built-in summary and lesson-plan writers.

/** Topics typed as a comma, semicolon or line separated list; blanks and repeats dropped. */
export function splitList(input: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (input ?? '').split(/[,;\n]+/)) {
    const item = raw.replace(/^[\s•*-]+/, '').trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Free text split into sentences, each ending with punctuation. */
export function sentences(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^[\s•*–-]+/, '').trim())
    .filter(Boolean)
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
}

export const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Without the closing punctuation, for use inside a longer sentence. */
export const unpunctuate = (s: string) => s.trim().replace(/[.!?;:,]+$/, '');

/** Case-, space- and punctuation-insensitive key, for spotting repeats. */
export const keyOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** "a" or "an" for the word that follows. */
export function article(next: string): 'a' | 'an' {
  const w = next.trim().toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(?:uni(?!n)|use|usu|eu|one\b|once\b|u[bcfklnrst][aeiou])/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/** Plural nouns take "are": "fractions are", "photosynthesis is". */
export const isPlural = (phrase: string) => {
  if (/^\S+ing\b/i.test(phrase.trim())) return false; // "balancing equations is"
  // The head noun comes before "of": "Treaty of Versailles is", "Causes of WW1 are".
  const head = phrase.trim().toLowerCase().split(/\s+(?:of|for|in|on)\s+/)[0];
  const last = head.split(/\s+/).pop() ?? '';
  return /(?:[^s']s|ies)$/.test(last) && !/(?:sis|ics|ss|us|ous|news|ness|as|is)$/.test(last);
};

/** Names that keep their capital inside a sentence; most topic words are common nouns and do not. */
const PROPER = new Set(
  ('pythagoras newton einstein darwin shakespeare python java javascript excel hitler napoleon churchill stalin marx freud ' +
    'mendel ohm hooke boyle archimedes euclid fibonacci pascal bayes gauss euler fourier taylor venn kepler faraday coulomb ' +
    'joule kirchhoff bernoulli snell doppler hubble mendeleev avogadro hess bohr rutherford dalton keynes locke hobbes ' +
    'rousseau plato aristotle socrates kant descartes hume nietzsche machiavelli christmas easter europe africa asia america ' +
    'britain england scotland wales ireland india china japan egypt rome greece russia france germany spain italy london ' +
    'paris mars jupiter saturn venus roman german american mexican korean african european elizabethan jacobean tudor tudors ' +
    'norman normans saxon saxons viking vikings greek latin french dutch irish welsh scottish arabic hebrew cartesian ' +
    'newtonian keynesian victorian victorians edwardian georgian renaissance brexit').split(' '),
);

/** A name that keeps its capital inside a sentence ("Pythagoras", "French"). */
export const isProperWord = (word: string) => PROPER.has(word.toLowerCase()) || /(?:ian|ese|ish)$/i.test(word);

/**
 * The topic inside a sentence: "Linear equations" reads "linear equations" and "The water cycle" "the water
 * cycle", while names keep their capitals ("Newton's laws", "World War II", "Spanish verbs", "SOHCAHTOA").
 */
export function midSentence(topic: string): string {
  const t = topic.trim();
  const [first, ...rest] = t.split(/\s+/);
  if (!first || !/^\p{Lu}\p{Ll}+$/u.test(first)) return t;
  if (/^(?:The|A|An)$/.test(first)) return [first.toLowerCase(), ...rest].join(' ');
  if (rest.some((w) => /^\p{Lu}/u.test(w) && !/^(?:I|II|III|IV|V|VI)$/.test(w))) return t;
  const lower = first.toLowerCase();
  if (isProperWord(lower)) return t;
  return t[0].toLowerCase() + t.slice(1);
}

/** Topics as typed in a list: the first is capitalised only because it came first when the others are not. */
export function listPhrases(topics: string[]): string[] {
  const othersLower = topics.slice(1).some((t) => /^\p{Ll}/u.test(t));
  return topics.map((t, i) => (i === 0 && othersLower && /^\p{Lu}\p{Ll}+(?:\s|$)/u.test(t) && !/\s\p{Lu}/u.test(t) ? t[0].toLowerCase() + t.slice(1) : midSentence(t)));
}

/** The name to use in prose: the first name, unless the first word is a title ("Dr. Lee"). */
export const firstName = (name: string | null | undefined): string | null => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  return /\.$|^(?:mr|mrs|ms|miss|dr|prof)$/i.test(words[0]) ? words.join(' ') : words[0];
};

/** A word's stem for matching topic words in notes: "factorised", "factorising", "factorisation" → "factoris". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  w = w.replace(/(?:isation|ization)s?$/, (m) => m.slice(0, 2));
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

const STOP = new Set('the a an of and or with in on to for using by from at into about its their his her our your x y'.split(' '));

/** The stems of a phrase's meaningful words. */
export const stemsOf = (phrase: string) =>
  (phrase.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).filter((w) => !STOP.has(w) && w.length > 1).map(stem);

/** Splits `total` into whole parts proportional to `weights` that add up exactly to `total` (largest remainder). */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const parts = exact.map((x) => Math.max(1, Math.floor(x)));
  let diff = total - parts.reduce((a, b) => a + b, 0);
  // A part already raised to its minimum does not also take a share of the remainder.
  const order = exact.map((x, i) => ({ i, r: parts[i] > Math.floor(x) ? -1 : x - Math.floor(x) })).sort((a, b) => b.r - a.r);
  for (let k = 0; diff > 0; k = (k + 1) % order.length, diff--) parts[order[k].i] += 1;
  // Only possible when a part was raised to its minimum of 1: take back from the largest parts.
  while (diff < 0) {
    const largest = parts.indexOf(Math.max(...parts));
    parts[largest] -= 1;
    diff++;
  }
  return parts;
}

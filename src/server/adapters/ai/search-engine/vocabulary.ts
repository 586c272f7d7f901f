// The words the built-in engine understands, compiled once from the facet catalogue
// (src/shared/catalog). Nothing here is written by hand except the glue words below: adding an exam, a
// board or a subject is one catalogue entry, and it is understood in queries and tutors' texts alike.
import { entriesOf, type FacetEntry, type FacetKind } from '../../../../shared/catalog';

export type Compiled = { entry: FacetEntry; re: RegExp };
export type Span = { start: number; end: number; entry: FacetEntry };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue alias as a whole-word pattern: spaces and hyphens interchangeable, "&" = "and", a plural "s" allowed. */
function aliasSource(alias: string): string {
  const a = alias.toLowerCase().normalize('NFKC').trim();
  const body = a
    .split(/\s+/)
    .map((word) => escape(word).replace(/-/g, '[\\s-]?').replace(/\\\//g, '\\s*\\/\\s*').replace(/&/g, '(?:&|and)'))
    .join('[\\s-]+');
  const plural = /[a-z]$/.test(a) ? '(?:s|es)?' : '';
  return `(?<![a-z0-9])${body}${plural}(?![a-z0-9+#])`;
}

export function compileEntry(entry: FacetEntry, extraAliases: string[] = []): Compiled {
  const aliases = [...entry.aliases, ...extraAliases].map((a) => a.toLowerCase()).filter((a, i, all) => a && all.indexOf(a) === i);
  // Longest alias first, so the alternation prefers "ap calculus bc" to "ap calculus".
  aliases.sort((x, y) => y.length - x.length);
  const sources = [...aliases.map(aliasSource), ...entry.patterns];
  return { entry, re: new RegExp(sources.length ? sources.map((s) => `(?:${s})`).join('|') : '(?!)', 'g') };
}

/** Compiled matchers per kind, in catalogue order. */
export const COMPILED: Record<FacetKind, Compiled[]> = {
  subject: entriesOf('subject').map((e) => compileEntry(e)),
  exam: entriesOf('exam').map((e) => compileEntry(e)),
  board: entriesOf('board').map((e) => compileEntry(e)),
  level: entriesOf('level').map((e) => compileEntry(e)),
  grade: entriesOf('grade').map((e) => compileEntry(e)),
  audience: entriesOf('audience').map((e) => compileEntry(e)),
  style: entriesOf('style').map((e) => compileEntry(e)),
  language: entriesOf('language').map((e) => compileEntry(e)),
  time: entriesOf('time').map((e) => compileEntry(e)),
};

/** Every place any of `matchers` occurs in `text` (lower-cased), overlapping or not. */
export function findSpans(text: string, matchers: Compiled[]): Span[] {
  const out: Span[] = [];
  for (const { entry, re } of matchers) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex += 1;
        continue;
      }
      out.push({ start: m.index, end: m.index + m[0].length, entry });
    }
  }
  return out;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Longest matches first; a shorter match overlapping a kept one is dropped ("ap calculus" over "calculus"). */
export function longestSpans(spans: Span[]): Span[] {
  const kept: Span[] = [];
  const order = [...spans].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const s of order) if (!kept.some((k) => overlaps(k, s))) kept.push(s);
  return kept.sort((a, b) => a.start - b.start);
}

/** Language names (every alias), for "explains in X" / "X medium" / "X mein samjhao". */
export const LANGUAGE_NAMES = entriesOf('language')
  .flatMap((e) => e.aliases.map((a) => a.toLowerCase()))
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');

/** The language entries a name stands for ("hinglish" → Hindi and English). */
export function languagesNamed(name: string): string[] {
  const key = name.trim().toLowerCase();
  return entriesOf('language').filter((e) => e.aliases.some((a) => a.toLowerCase() === key)).map((e) => e.code);
}

/** Words with no search value of their own. */
export const STOPWORDS = new Set(
  ('a an and or the for of to in on at by with who which that this is are be can could will would should my me i we our ' +
    'need needs want wants looking look find search someone somebody person people good great best top nice very really ' +
    'tutor tutors teacher teachers teaching teaches teach coach coaching coaches mentor mentors mentoring instructor instructors trainer ' +
    'trainers training expert experts class classes lesson lessons session sessions course courses help helps learn learning study ' +
    'studying weak struggling struggles online offline home near me speaks speak speaking spoken medium language languages fluent native from about like ' +
    'also some any more less than under below within up upto per hour hr hours budget price rs inr rupees year years yrs ' +
    'experience grade class std standard level students student student\'s preparation prep exam exams results result proven ' +
    'it its has have having do does doing get make just well please thanks available availability anyone ' +
    'tuition tuitions tution tutions tutoring private personal one-on-one one-to-one guide guidance homework subject subjects ' +
    'old aged age son daughter kid kids child children boy girl he she him her his their they them is am was were been ' +
    'chahiye chaiye wala wali wale sir madam mam maam ke ki ka liye aur bhi hai hain ho koi accha achha acha sikhna sikhana ' +
    'padhai padhna padhana samjhao samjhaye samjha sake sakte mein me mai main bata batana ' +
    'new start started starting want wanted teach taught improve improving basic support pm am time times slot slots ' +
    'father mother dad mom mum papa mummy wife husband grandfather grandmother grandpa grandma parents sister brother family ' +
    'who\'s whos can\'t cant won\'t wont don\'t dont not too so much many also then there here where when what how why ' +
    'only but just stuff things thing focus wants office job work naukri kaam days day week weeks twice thrice ' +
    // Hinglish and other Indian-language glue words: pronouns, "years", "want", "don't", "teach", "please".
    'saal hoon hun hu meri mera mere mujhe humko hume hamko beta beti bachon bachche bacche nahi nahin nhi nai nako venda vendam vaddu ' +
    'beda chai chaina hona hone karna karo kar kare din dijiye dena dene deben plz pls kuch jaise aise rahe raha rahi wala wale wali ' +
    'sikhao sikhaye sikhna seekhna seekhne sikhne padhaye padhaiye padhao samjhaye samjhaiye samjhao samjhana bujhiye bujhiye bujhie ' +
    'solli kudunga cheppandi shikva samjavo shikvaa umar umra baje baad pehle tak liye hai hain chahte chahti chahta ' +
    'aap apna apni apne uske unke inke jab tab abhi').split(/\s+/),
);

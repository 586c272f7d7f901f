// What a tutor teaches, read from what they wrote (bio, category, sub-domain, qualifications, offers) with the
// same vocabulary that reads students' queries (the facet catalogue, plus the database's categories). Tutors
// write differently from students: they list ranges ("classes 6 to 10"), mention what they studied next to
// what they teach ("M.Sc. Physics, I teach Maths"), and name their medium ("I explain in Tamil and English").
// The result is a suggestion shown for the tutor to confirm, and what ranking uses until they do.
import { SUBJECTS, type FacetEntry } from '../../../../shared/catalog';
import { COMPILED, compileEntry, findSpans, longestSpans, type Compiled, type Span } from './vocabulary';
import { resolveCategory, understandQuery, type Lexicon } from './understand';

export type TutorText = {
  bio?: string | null;
  domainName?: string | null;
  customDomain?: string | null;
  subDomain?: string | null;
  qualifications?: string[];
  offers?: { title: string; description?: string | null; category?: string | null }[];
};

export type TutorFacets = {
  subjects: string[];
  boards: string[];
  exams: string[];
  /** Catalogue levels ("Beginner", "Undergraduate"…) and school grades ("Grade 9"). */
  levels: string[];
  audiences: string[];
  languages: string[];
  styles: string[];
};

const push = (list: string[], v: string) => {
  if (!list.some((x) => x.toLowerCase() === v.toLowerCase())) list.push(v);
};
const blank = (text: string, start: number, end: number) => text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
const normalise = (s: string) => ` ${s.toLowerCase().normalize('NFKC').replace(/[“”"'`’‘]/g, ' ').replace(/\s+/g, ' ')} `;

// ---------------------------------------------------------------------------------------------------------
// Subjects: every subject named (a broad one stays itself: a "Science" tutor teaches Science, not every
// branch of it), with the database's categories on top of the catalogue.

type SubjectMatchers = { matchers: Compiled[]; parentOf: Map<string, string | undefined>; codeOf: Map<string, string> };

function buildMatchers(lexicon?: Lexicon): SubjectMatchers {
  const byCode = new Map<string, FacetEntry>();
  const extra = new Map<string, string[]>();
  for (const e of SUBJECTS) byCode.set(e.code.toLowerCase(), e);
  for (const x of lexicon?.subjects ?? []) {
    const key = x.code.trim().toLowerCase();
    if (!key) continue;
    const aliases = x.aliases.map((a) => a.trim()).filter(Boolean);
    const known = byCode.get(key);
    if (known) {
      extra.set(key, [...(extra.get(key) ?? []), ...aliases]);
      if (x.parent && x.parent.toLowerCase() !== key) byCode.set(key, { ...known, parent: x.parent });
    } else {
      byCode.set(key, { kind: 'subject', code: x.code.trim(), label: x.code.trim(), patterns: [], aliases: [key, ...aliases], ...(x.parent ? { parent: x.parent } : {}) });
    }
  }
  const entries = [...byCode.values()];
  return {
    matchers: entries.map((e) => compileEntry(e, extra.get(e.code.toLowerCase()))),
    parentOf: new Map(entries.map((e) => [e.code.toLowerCase(), e.parent])),
    codeOf: new Map(entries.map((e) => [e.code.toLowerCase(), e.code])),
  };
}

const CATALOGUE_MATCHERS = buildMatchers();
const LEXICON_MATCHERS = new WeakMap<Lexicon, SubjectMatchers>();

function matchersFor(lexicon?: Lexicon): SubjectMatchers {
  if (!lexicon?.subjects.length) return CATALOGUE_MATCHERS;
  let m = LEXICON_MATCHERS.get(lexicon);
  if (!m) LEXICON_MATCHERS.set(lexicon, (m = buildMatchers(lexicon)));
  return m;
}

/** A subject and the subjects above it, lower-cased. */
function lineage(m: SubjectMatchers, code: string): string[] {
  const out = [code.toLowerCase()];
  for (let at = m.parentOf.get(out[0]); at && !out.includes(at.toLowerCase()); at = m.parentOf.get(at.toLowerCase())) out.push(at.toLowerCase());
  return out;
}

/** Two subjects of one family: one is the other's ancestor, or they share a parent. */
function related(m: SubjectMatchers, a: string, b: string): boolean {
  const la = lineage(m, a);
  const lb = lineage(m, b);
  return la.includes(lb[0]) || lb.includes(la[0]) || (la.length > 1 && lb.length > 1 && la[1] === lb[1]);
}

/** Subject mentions; an exam or board name is not a subject ("CLAT" is not Law) unless the exam covers it ("AP Physics"). */
function subjectSpans(text: string, m: SubjectMatchers): Span[] {
  const tests = longestSpans([...findSpans(text, COMPILED.exam), ...findSpans(text, COMPILED.board)]);
  const kept: Span[] = [];
  let rest = text;
  // Longest phrases first; a name that lost a word to a longer phrase is looked for again in what is left.
  for (let round = 0; round < 3; round++) {
    const found = longestSpans(findSpans(rest, m.matchers));
    if (!found.length) break;
    kept.push(...found);
    for (const s of found) rest = blank(rest, s.start, s.end);
  }
  const covers = (t: Span, s: Span) => (t.entry.subjects ?? []).some((x) => x.toLowerCase() === s.entry.code.toLowerCase());
  return kept.filter((s) => tests.filter((t) => t.start < s.end && s.start < t.end).every((t) => covers(t, s) || s.end - s.start > t.end - t.start));
}

// ---------------------------------------------------------------------------------------------------------
// School grades as tutors list them: "Class 9 and 10", "classes 6 to 10", "grades 6-8", "9th & 10th std",
// "6th to 12th", "class IX and X".

const ROMAN: Record<string, number> = { ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12 };
const NUM = String.raw`(?:\d{1,2}|xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii)(?:st|nd|rd|th)?`;
const ORD = String.raw`\d{1,2}(?:st|nd|rd|th)`;
const SEP = String.raw`\s*(?:,|&|and|or|\/|-|–|to|till|through|upto|up to)\s*`;
const GRADE_WORD = String.raw`(?:classes|class|grades|grade|std|stds|standards|standard|year)\.?`;
const AFTER = String.raw`(?![\d:.%+]|\s*(?:years?|yrs?|yo|hours?|hrs?|mins?|minutes|days?|weeks?|months?|rs|rupees|k\b))`;
const GRADE_LISTS = [
  // "class 9 and 10", "classes 6 to 10", "std ix-x", "grades 1, 2 and 3"
  new RegExp(String.raw`\b${GRADE_WORD}\s*(${NUM}(?:${SEP}${NUM})*)\b${AFTER}`, 'g'),
  // "9th and 10th class", "6th-8th graders", "9th & 10th std"
  new RegExp(String.raw`\b(${ORD}(?:${SEP}${ORD})*)\s*(?:-\s*)?(?:grades?|graders?|class(?:es)?|std|standards?)\b`, 'g'),
  // "6th to 12th", "9th-10th"
  new RegExp(String.raw`\b(${ORD}\s*(?:-|–|to|till|through)\s*${ORD})\b`, 'g'),
];
/** Music grades ("Trinity grade 5", "grade 3 piano") are not school classes. */
const MUSIC_GRADE = /(?:trinity|abrsm|rockschool|rsl|gandharva)\b[^.]{0,40}$|^\s*(?:piano|guitar|violin|keyboard|drums|theory|singing|vocals?|music)\b/;

function gradeNumber(token: string): number | null {
  const t = token.trim().replace(/(?:st|nd|rd|th)$/, '');
  const n = /^\d+$/.test(t) ? Number(t) : ROMAN[t] ?? NaN;
  return n >= 1 && n <= 12 ? n : null;
}

/** Grades named in `text`; returns the text with them blanked so they are not read again as ages or amounts. */
function readGrades(text: string, grades: Set<number>): string {
  let rest = text;
  const isMusic = (start: number, end: number) => MUSIC_GRADE.test(text.slice(Math.max(0, start - 50), start)) || MUSIC_GRADE.test(text.slice(end, end + 20));
  for (const re of GRADE_LISTS) {
    re.lastIndex = 0;
    for (let m = re.exec(rest); m; m = re.exec(rest)) {
      if (isMusic(m.index, m.index + m[0].length)) continue;
      const parts = m[1].split(/(\s*(?:,|&|and|or|\/|-|–|to|till|through|upto|up to)\s*)/);
      const found: number[] = [];
      let range = false;
      for (const p of parts) {
        if (/^\s*(?:-|–|to|till|through|upto|up to)\s*$/.test(p)) range = true;
        else if (/^\s*(?:,|&|and|or|\/)\s*$/.test(p)) range = false;
        else {
          const n = gradeNumber(p);
          if (n == null) continue;
          const prev = found[found.length - 1];
          if (range && prev != null && n > prev) for (let g = prev + 1; g < n; g++) found.push(g);
          found.push(n);
          range = false;
        }
      }
      if (!found.length) continue;
      found.forEach((g) => grades.add(g));
      rest = blank(rest, m.index, m.index + m[0].length);
    }
  }
  // Single grades in any other wording the catalogue knows ("10th", "SSLC", "plus two").
  for (const s of findSpans(rest, COMPILED.grade)) {
    if (isMusic(s.start, s.end)) continue;
    const n = Number(s.entry.code.split(' ')[1]);
    if (n) grades.add(n);
  }
  return rest;
}

// ---------------------------------------------------------------------------------------------------------
// Sentences: a subject or a level in a sentence about teaching is taught; one in a sentence about the tutor's
// own studies or hobbies ("M.Sc. in Chemistry", "I love music") counts only next to what they teach.

const TEACHING = /\b(?:teach\w*|taught|tutor\w*|coach\w*|train\w*|instruct\w*|educator|faculty|lecturer|professor|mentor\w*|guid\w*|help\w*|prepar\w*|specialis\w*|specializ\w*|focus\w*|classes|class|lessons?|sessions?|courses?|batch\w*|workshops?|students?|learners?|kids|children|beginners|adults|professionals|homemakers|seniors|aspirants|candidates)\b/;
/** Languages a tutor names outright: "Languages: Hindi, English", "I speak Tamil and Telugu". */
const LANGUAGE_LIST = /\blanguages?\s*(?:known|spoken|i speak|of instruction|of teaching)?\s*[:-]\s*([a-z ,&/]+)/g;

function sentences(text: string): string[] {
  return text.split(/[.!?;\n•|]+(?=\s|$)|\n/).map((s) => s.trim()).filter(Boolean);
}

type Reading = { subjects: string[]; boards: string[]; exams: string[]; levels: string[]; audiences: string[]; languages: string[]; styles: string[] };

/** One sentence through the query engine, plus its subjects and grades read the tutor's way. */
function readSentence(sentence: string, m: SubjectMatchers, lexicon: Lexicon | undefined, grades: Set<number>): Reading & { teaching: boolean } {
  const text = normalise(sentence);
  const rest = readGrades(text, grades);
  const understood = understandQuery(rest, lexicon);
  const teaching = TEACHING.test(text);
  // A language-named subject the engine read as the medium ("explain in English") is not a subject here.
  const languageOnly = new Set(understood.languages.map((l) => l.toLowerCase()));
  const taken = new Set(understood.subjects.map((s) => s.toLowerCase()));
  const subjects = subjectSpans(rest, m)
    .map((s) => m.codeOf.get(s.entry.code.toLowerCase()) ?? s.entry.code)
    .filter((code) => !languageOnly.has(code.toLowerCase()) || taken.has(code.toLowerCase()));
  const languages = [...understood.languages];
  LANGUAGE_LIST.lastIndex = 0;
  for (let hit = LANGUAGE_LIST.exec(text); hit; hit = LANGUAGE_LIST.exec(text)) {
    for (const word of hit[1].split(/\s*(?:,|&|and|\/)\s*/)) {
      const lang = COMPILED.language.find((c) => c.entry.aliases.some((a) => a.toLowerCase() === word.trim()));
      if (lang) push(languages, lang.entry.code);
    }
  }
  return {
    teaching,
    subjects,
    boards: understood.boards,
    exams: understood.exams,
    levels: understood.levels,
    audiences: understood.audiences,
    languages,
    styles: understood.styles,
  };
}

/** Levels that name the tutor's own degree as often as their students' ("B.Sc.", "masters"). */
const DEGREE_LEVELS = new Set(['undergraduate', 'postgraduate']);

/**
 * The facets a tutor's own words state. Subjects come first from the category, custom category, sub-domain
 * and offers; the bio adds subjects it names in sentences about teaching, or of the same family as those.
 * Qualifications only add exams (a tutor's degree says what they studied, not what or whom they teach).
 */
export function inferFacets(input: TutorText, lexicon?: Lexicon): TutorFacets {
  const m = matchersFor(lexicon);
  const out: TutorFacets = { subjects: [], boards: [], exams: [], levels: [], audiences: [], languages: [], styles: [] };
  const grades = new Set<number>();
  const add = (r: Reading, degreeLevels: boolean) => {
    r.boards.forEach((x) => push(out.boards, x));
    r.exams.forEach((x) => push(out.exams, x));
    r.levels.filter((l) => degreeLevels || !DEGREE_LEVELS.has(l.toLowerCase())).forEach((x) => push(out.levels, x));
    r.audiences.forEach((x) => push(out.audiences, x));
    r.languages.forEach((x) => push(out.languages, x));
    r.styles.forEach((x) => push(out.styles, x));
  };

  // The categories the tutor chose or typed, mapped onto the vocabulary as whole names, and the short texts
  // that are about what is taught (custom category, sub-domain, offer titles).
  const primary: string[] = [];
  for (const name of [input.domainName, input.customDomain, ...(input.offers ?? []).map((o) => o.category)]) {
    if (!name?.trim()) continue;
    resolveCategory(name, lexicon).subjects.forEach((s) => push(primary, m.codeOf.get(s.toLowerCase()) ?? s));
  }
  for (const text of [input.customDomain, input.subDomain, ...(input.offers ?? []).map((o) => o.title)]) {
    if (!text?.trim()) continue;
    for (const s of sentences(text)) {
      const r = readSentence(s, m, lexicon, grades);
      r.subjects.forEach((x) => push(primary, x));
      add(r, true);
    }
  }

  // Free text: the bio and offer descriptions.
  const readings = [input.bio, ...(input.offers ?? []).map((o) => o.description)]
    .flatMap((t) => (t?.trim() ? sentences(t) : []))
    .map((s) => readSentence(s, m, lexicon, grades));
  const taught = readings.filter((r) => r.teaching).flatMap((r) => r.subjects);
  const anchor = primary.length ? primary : taught;
  primary.forEach((s) => push(out.subjects, s));
  taught.forEach((s) => push(out.subjects, s));
  for (const r of readings) {
    if (!r.teaching) r.subjects.filter((s) => !anchor.length || anchor.some((a) => related(m, a, s))).forEach((s) => push(out.subjects, s));
    add(r, r.teaching);
  }
  for (const q of input.qualifications ?? []) readSentence(q, m, lexicon, new Set()).exams.forEach((x) => push(out.exams, x));

  // Grades, and the audiences they imply.
  const sorted = [...grades].sort((a, b) => a - b);
  sorted.forEach((g) => push(out.levels, `Grade ${g}`));
  if (sorted.length) push(out.audiences, 'school students');
  if (sorted.some((g) => g <= 5)) push(out.audiences, 'young children');
  if (sorted.some((g) => g >= 7)) push(out.audiences, 'teens');
  return out;
}

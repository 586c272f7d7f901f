// Built-in query understanding: a student's sentence → structured criteria. Deterministic and offline;
// an AI provider, when configured, produces the same shape and this engine is the fallback. Every word list
// comes from the facet catalogue (src/shared/catalog) through ./vocabulary.
import { findEntry, isSchoolSubject, narrowerOf, SUBJECTS, withBroader, type FacetEntry } from '../../../../shared/catalog';
import { noExcludes } from '../../../../shared/rules/expert-list';
import type { ExtractedCriteria, TimeWindow } from '../../../../shared/schemas/search';
import {
  COMPILED,
  compileEntry,
  findSpans,
  LANGUAGE_NAMES,
  languagesNamed,
  longestSpans,
  STOPWORDS,
  type Compiled,
  type Span,
} from './vocabulary';

/** Extra categories from the database (operator-edited taxonomy, tutors' custom categories). */
export type Lexicon = { subjects: { code: string; aliases: string[]; parent: string | null }[] };

const push = <T,>(list: T[], v: T) => (list.includes(v) ? list : (list.push(v), list));
const blank = (text: string, start: number, end: number) => text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
const blankAll = (text: string, spans: { start: number; end: number }[]) => spans.reduce((t, s) => blank(t, s.start, s.end), text);

function emptyCriteria(): ExtractedCriteria {
  return {
    subjects: [], grade: null, levels: [], boards: [], exams: [], languages: [], audiences: [], styles: [],
    minExperienceYears: null, maxHourlyRate: null, timeWindows: [], hours: null, keywords: [], excludes: noExcludes(),
  };
}

/** Replaces every match of `re` (global) by spaces after handing it to `f`. */
function take(text: string, re: RegExp, f: (m: RegExpExecArray) => boolean | void): string {
  let rest = text;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex += 1;
      continue;
    }
    if (f(m) !== false) rest = blank(rest, m.index, m.index + m[0].length);
  }
  return rest;
}

// ---------------------------------------------------------------------------------------------------------
// The subject lexicon: the catalogue, optionally merged with the database's categories.

type SubjectIndex = {
  matchers: Compiled[];
  byCode: Map<string, FacetEntry>;
  children: Map<string, string[]>;
  /** Typo-tolerant lookup: distinctive words → the one subject they name. */
  fuzzy: Map<string, string>;
};

/** Words too common in category names to single one out ("writing", "development", "science"…). */
const GENERIC_WORDS = new Set([
  'writing', 'development', 'design', 'designing', 'management', 'science', 'sciences', 'studies', 'training', 'preparation',
  'engineering', 'language', 'programming', 'coding', 'skills', 'music', 'dance', 'vocal', 'classical', 'english', 'basic',
  'advanced', 'general', 'business', 'digital', 'personal', 'public', 'social', 'creative', 'content', 'speaking', 'spoken',
  'practice', 'practices', 'exam', 'exams', 'improvement', 'reading', 'applications', 'analysis', 'approaches', 'interpretation',
  'studies', 'skills', 'literacy', 'management', 'strategy', 'consulting', 'coaching', 'training', 'planning', 'selection', 'test', 'kids', 'children', 'level', 'course', 'theory', 'learning', 'instruments', 'instrument',
]);

function buildIndex(extra?: Lexicon): SubjectIndex {
  const byCode = new Map<string, FacetEntry>();
  const extraAliases = new Map<string, string[]>();
  for (const e of SUBJECTS) byCode.set(e.code.toLowerCase(), e);
  for (const x of extra?.subjects ?? []) {
    const key = x.code.trim().toLowerCase();
    if (!key) continue;
    const known = byCode.get(key);
    const aliases = x.aliases.map((a) => a.trim()).filter(Boolean);
    if (known) {
      extraAliases.set(key, [...(extraAliases.get(key) ?? []), ...aliases]);
      if (x.parent && x.parent.toLowerCase() !== key) byCode.set(key, { ...known, parent: x.parent });
    } else {
      byCode.set(key, { kind: 'subject', code: x.code.trim(), label: x.code.trim(), patterns: [], aliases: [key, ...aliases], ...(x.parent ? { parent: x.parent } : {}) });
    }
  }
  const entries = [...byCode.values()];
  const matchers = entries.map((e) => compileEntry(e, extraAliases.get(e.code.toLowerCase())));
  const children = new Map<string, string[]>();
  for (const e of entries) {
    if (!e.parent) continue;
    const key = e.parent.toLowerCase();
    children.set(key, [...(children.get(key) ?? []), e.code]);
  }
  // A word names one subject when it is a whole one-word alias of exactly one entry, or occurs in the
  // names of one entry only and is not a generic word.
  const whole = new Map<string, Set<string>>();
  const parts = new Map<string, Set<string>>();
  for (const e of entries) {
    for (const alias of [e.code, ...e.aliases, ...(extraAliases.get(e.code.toLowerCase()) ?? [])]) {
      const words = alias.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 5);
      const into = words.length === 1 && alias.trim().split(/\s+/).length === 1 ? whole : parts;
      for (const w of words) into.set(w, (into.get(w) ?? new Set()).add(e.code));
    }
  }
  const fuzzy = new Map<string, string>();
  for (const [w, codes] of parts) if (codes.size === 1 && !GENERIC_WORDS.has(w) && !STOPWORDS.has(w)) fuzzy.set(w, [...codes][0]);
  for (const [w, codes] of whole) if (codes.size === 1 && !STOPWORDS.has(w)) fuzzy.set(w, [...codes][0]);
  return { matchers, byCode, children, fuzzy };
}

const CATALOGUE_INDEX = buildIndex();
const LEXICON_INDEX = new WeakMap<Lexicon, SubjectIndex>();

function indexFor(lexicon?: Lexicon): SubjectIndex {
  if (!lexicon?.subjects.length) return CATALOGUE_INDEX;
  let index = LEXICON_INDEX.get(lexicon);
  if (!index) LEXICON_INDEX.set(lexicon, (index = buildIndex(lexicon)));
  return index;
}

/** A broad subject's family: its sub-categories, and theirs when they are broad too ("music" → Singing → Carnatic Vocal). */
function family(index: SubjectIndex, code: string): string[] {
  const out = [code];
  for (let i = 0; i < out.length; i++) {
    const at = out[i];
    if (i > 0 && !index.byCode.get(at.toLowerCase())?.broad) continue;
    for (const child of index.children.get(at.toLowerCase()) ?? []) push(out, child);
  }
  return out;
}

function ancestorsIn(index: SubjectIndex, code: string): string[] {
  const out: string[] = [];
  let at = index.byCode.get(code.toLowerCase())?.parent;
  while (at && !out.includes(at)) {
    out.push(at);
    at = index.byCode.get(at.toLowerCase())?.parent;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Numbers: budgets, clock times, ages, experience, school classes.

const MONEY = String.raw`(?:₹|rs\.?|inr|rupees?)`;
const PER = String.raw`(?:\s*(?:\/|per|an?|each)\s*(?:hour|hr|h|session|class|lesson))`;
const NOT_MONEY = String.raw`(?!\s*(?:years?|yrs?|yo|y\/o|students?|kids?|mins?|minutes|days?|weeks?|months?|%|percent|marks|pm|am|[:.]\d))`;
const BUDGET_CAP = new RegExp(
  String.raw`\b(?:under|below|less than|max(?:imum)?|within|up ?to|upto|not more than|no more than|cheaper than|budget(?: is| of)?|affordable|around|about|<)\s*${MONEY}?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?${NOT_MONEY}\s*${MONEY}?(?:\s*\/-)?${PER}?`,
  'g',
);
const BUDGET_RANGE = new RegExp(String.raw`${MONEY}?\s*(\d[\d,]*)\s*(k)?\s*(?:-|–|to)\s*${MONEY}?\s*(\d[\d,]*)\s*(k)?\s*${MONEY}?${PER}`, 'g');
const BUDGET_RATE = new RegExp(String.raw`${MONEY}?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:${MONEY}|\/-)?${PER}|${MONEY}\s*(\d[\d,]*)\b|\b(\d[\d,]*)\s*(?:rs|rupees|inr|\/-)(?![a-z])`, 'g');

const rupees = (amount: string, k?: string) => Number(amount.replace(/,/g, '')) * (k ? 1000 : 1);

function extractBudget(text: string, c: ExtractedCriteria): string {
  const set = (value: number) => {
    if (!Number.isFinite(value) || value < 50 || value > 1_000_000) return false;
    if (c.maxHourlyRate == null) c.maxHourlyRate = Math.round(value * 100);
    return true;
  };
  let rest = take(text, BUDGET_RANGE, (m) => set(rupees(m[3], m[4] ?? m[2])));
  rest = take(rest, BUDGET_CAP, (m) => set(rupees(m[1], m[2])));
  rest = take(rest, BUDGET_RATE, (m) => set(rupees(m[1] ?? m[3] ?? m[4], m[2])));
  return rest;
}

// Clock times: "after 8pm", "before 7 am", "between 6 and 8 pm", "evening 7-9", "7:30 to 9".
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?`;
const NOT_TIME = String.raw`(?!\s*(?:years?|yrs?|yo|st|nd|rd|th|\+|%|k\b|rs|rupees|students?|kids?|classes|grade|std|hours?|hrs?|minutes?|mins?))`;
const PERIOD = String.raw`(?:in the\s+)?(morning|afternoon|evening|night|tonight)s?`;
const RANGE = new RegExp(String.raw`(?:${PERIOD}\s*)?\b(?:between|from)?\s*${CLOCK}\s*(?:-|–|to|till|until|and)\s*${CLOCK}${NOT_TIME}(?:\s*${PERIOD})?`, 'g');
const BOUND = new RegExp(String.raw`(?:${PERIOD}\s*)?\b(after|post|from|before|by|until|till|at|around)\s+${CLOCK}${NOT_TIME}(?:\s*(?:o'?\s?clock))?(?:\s*${PERIOD})?`, 'g');

// The same in Hinglish and other Indian languages: "shaam 7 baje ke baad", "subah 6 se 8 baje tak",
// "raat 9 baje", Bengali "sondhya 7 tar por", Tamil "maalai 6 manikku mel". The period word decides am / pm.
const LOCAL_PERIODS: [RegExp, 'morning' | 'afternoon' | 'evening' | 'night'][] = [
  [/^(?:subah|subha|subhe|savere|savera|sawere|bhor|sokal|sokale|shokale|sakale|sakali|kaalai|kaalaiyil|udayam|poddunne|morning)$/, 'morning'],
  [/^(?:dopahar|dopehar|dophar|dupahar|dupur|dupure|bikel|bikele|bikale|madhyanam|mathiyam|afternoon)$/, 'afternoon'],
  [/^(?:shaam|sham|sandhya|sondhya|sondhyay|sondhe|maalai|saayantram|sayantram|sanje|evening)$/, 'evening'],
  [/^(?:raat|rat|ratre|raate|ratri|raatri|rathri|iravu|night)$/, 'night'],
];
const LOCAL_PERIOD = String.raw`(subah|subha|subhe|savere|savera|sawere|bhor|sokal|sokale|shokale|sakale|sakali|kaalai|kaalaiyil|udayam|poddunne|morning|dopahar|dopehar|dophar|dupahar|dupur|dupure|bikel|bikele|bikale|madhyanam|mathiyam|afternoon|shaam|sham|sandhya|sondhya|sondhyay|sondhe|maalai|saayantram|sayantram|sanje|evening|raat|rat|ratre|raate|ratri|raatri|rathri|iravu|night)(?:\s+(?:ko|me|mein|mai|ke|e|il|la|lo))?`;
const OCLOCK = String.raw`(baje|bje|baaje|bajey|bajay|o\s?clock|manikku|mani|gantalaku|gantala|vajta|vajata|tar|tay|ta)`;
const LOCAL_AFTER = String.raw`ke\s+baad|ke\s+bad|k\s+baad|baad|bad|ke\s+baad\s+se|ke\s+upar|se\s+upar|ke\s+baadme|por|pore|porer|mel|meley|taruvata|tarvata|nantar|nantara|nanthar|after`;
const LOCAL_AFTER_WORD = new RegExp(String.raw`^(?:${LOCAL_AFTER})$`);
const LOCAL_BEFORE = String.raw`se\s+pehle|se\s+pahle|ke\s+pehle|ke\s+pahle|pehle|pahle|tak|takk|age|aage|er\s+age|munnadi|munbu|mundu|purvi|before`;
/** A number that is not an hour: "10th", "7 saal", "2 classes", "500 rs". */
const LOCAL_NOT_TIME = String.raw`(?!\d)(?!(?:st|nd|rd|th)\b)(?!\s*(?:years?|yrs?|saal|sal|class|classes|std|grade|\+|%|k\b|rs|rupees|students?|kids?|days?|din|hours?|hrs?|ghante|minutes?|mins?))`;
const LOCAL_RANGE = new RegExp(
  String.raw`(?:\b${LOCAL_PERIOD}\s+)?\b(\d{1,2})(?:[:.](\d{2}))?${LOCAL_NOT_TIME}\s*(?:${OCLOCK.replace('(', '(?:')}\s*)?(?:se|-|–|to|theke|mudhal|nundi)\s*(\d{1,2})(?:[:.](\d{2}))?\s*${OCLOCK}\b(?:\s+(?:tak|porjonto|varai|varaku))?(?:\s+${LOCAL_PERIOD})?`,
  'g',
);
const LOCAL_BOUND = new RegExp(
  String.raw`(?:\b${LOCAL_PERIOD}\s+)?\b(\d{1,2})(?:[:.](\d{2}))?${LOCAL_NOT_TIME}(?:\s*${OCLOCK}\b)?(?:\s*\b(${LOCAL_AFTER}|${LOCAL_BEFORE})\b)?(?:\s+${LOCAL_PERIOD}\b)?`,
  'g',
);

function localPeriod(word: string | undefined): 'morning' | 'afternoon' | 'evening' | 'night' | null {
  if (!word) return null;
  return LOCAL_PERIODS.find(([re]) => re.test(word))?.[1] ?? null;
}

/** An hour said with a period word ("raat 9", "subah 7", "dopahar 2"), or guessed the way English clock times are. */
function localMinutes(h: number, min: number, period: ReturnType<typeof localPeriod>, fallbackPm: boolean): number | null {
  if (h > 24 || min > 59) return null;
  if (period === 'morning') return toMinutes(h, min, 'am', false);
  if (period === 'night') return h === 12 ? 1440 : h <= 4 ? toMinutes(h, min, 'am', false) : toMinutes(h, min, 'pm', false);
  if (period === 'afternoon' || period === 'evening') return toMinutes(h, min, 'pm', false);
  return toMinutes(h, min, undefined, fallbackPm);
}

const AT_CLOCK = new RegExp(String.raw`\b${CLOCK}(?<=[ap]\.?m\.?)(?![a-z])`, 'g');

const WINDOW_RANGES: [TimeWindow, number, number][] = [['mornings', 360, 720], ['afternoons', 720, 1020], ['evenings', 1020, 1320]];

function toMinutes(h: number, min: number, marker: string | undefined, fallbackPm: boolean): number | null {
  if (h > 24 || min > 59) return null;
  const m = marker?.replace(/\./g, '');
  let hour = h;
  if (m === 'pm' && h < 12) hour += 12;
  else if (m === 'am' && h === 12) hour = 0;
  else if (!m && h < 12 && fallbackPm) hour += 12;
  return hour * 60 + min;
}

function periodPm(period: string | undefined): boolean | null {
  if (!period) return null;
  return period !== 'morning';
}

function extractHours(text: string, c: ExtractedCriteria): string {
  const setHours = (from: number | null, to: number | null) => {
    if (from == null || to == null || from >= to || c.hours) return false;
    c.hours = { from, to: Math.min(1440, to) };
    return true;
  };
  let rest = take(text, LOCAL_RANGE, (m) => {
    const [, p1, h1, m1, h2, m2, , p2] = m;
    const period = localPeriod(p1) ?? localPeriod(p2);
    const pm = period ? period !== 'morning' : Number(h1) <= 8;
    const end = localMinutes(Number(h2), Number(m2 ?? 0), period, pm);
    let start = localMinutes(Number(h1), Number(m1 ?? 0), period, pm);
    if (start != null && end != null && start >= end && !period) start = toMinutes(Number(h1), Number(m1 ?? 0), 'am', false);
    return setHours(start, end);
  });
  rest = take(rest, RANGE, (m) => {
    const [, p1, h1, m1, a1, h2, m2, a2, p2] = m;
    if (!a1 && !a2 && !p1 && !p2 && !/\b(?:between|from)\b/.test(m[0])) return false;
    const pm = periodPm(p1 ?? p2) ?? (a2 ? /p/.test(a2) : Number(h1) <= 8);
    const endMarker = a2 ?? (pm ? 'pm' : 'am');
    const end = toMinutes(Number(h2), Number(m2 ?? 0), endMarker, pm);
    let start = toMinutes(Number(h1), Number(m1 ?? 0), a1 ?? endMarker, pm);
    // "10 to 1 pm": the start is before noon.
    if (start != null && end != null && start >= end && !a1) start = toMinutes(Number(h1), Number(m1 ?? 0), 'am', false);
    return setHours(start, end === 0 ? 1440 : end);
  });
  rest = take(rest, LOCAL_BOUND, (m) => {
    const [, p1, h, min, oclock, relation, p2] = m;
    const period = localPeriod(p1) ?? (oclock ? localPeriod(p2) : null);
    // A bare number is a time only with an o'clock word or a period word; Bengali "ta" ("2 ta class") needs more.
    if (!oclock && !period) return false;
    if (oclock && /^ta[ry]?$/.test(oclock) && !period && !relation) return false;
    const after = relation != null && LOCAL_AFTER_WORD.test(relation);
    const before = relation != null && !after;
    const at = localMinutes(Number(h), Number(min ?? 0), period, after || Number(h) < 7);
    if (at == null) return false;
    if (after) return setHours(at, 1440);
    if (before) return setHours(0, at);
    return setHours(at, at + 60);
  });
  rest = take(rest, BOUND, (m) => {
    const [, p1, word, h, min, a, p2] = m;
    const period = p1 ?? p2;
    if (!a && !period && !/^(?:after|before|post|by|until|till)$/.test(word)) return false;
    const after = word === 'after' || word === 'post' || word === 'from';
    const pm = periodPm(period) ?? (after ? true : Number(h) < 7);
    const at = toMinutes(Number(h), Number(min ?? 0), a, pm);
    if (at == null) return false;
    if (after) return setHours(at, 1440);
    if (word === 'at' || word === 'around') return setHours(at, at + 60);
    return setHours(0, at);
  });
  // A bare clock time with am/pm ("yoga 7am"): the hour that starts then.
  rest = take(rest, AT_CLOCK, (m) => {
    const at = toMinutes(Number(m[1]), Number(m[2] ?? 0), m[3], false);
    return at != null && setHours(at, at + 60);
  });
  if (c.hours) {
    const { from, to } = c.hours;
    const windows = WINDOW_RANGES.filter(([, a, b]) => from < b && to > a).map(([w]) => w);
    if (!windows.length) windows.push(from >= 1320 ? 'evenings' : 'mornings');
    windows.forEach((w) => push(c.timeWindows, w));
  }
  return rest;
}

/** Who a stated age may belong to: the learner, a child, a parent or grandparent ("my mother (65)"). */
const PERSON = String.raw`(?:kid|child|son|daughter|boy|girl|nephew|niece|grandson|granddaughter|he|she|mother|father|mom|mum|mummy|mommy|dad|daddy|papa|wife|husband|grandmother|grandfather|grandma|grandpa|granny|aunt|uncle|brother|sister|beta|beti|bhai|behen|maa|amma|appa|nani|dadi)`;
/** What may not follow a bare number for it to be an age. */
const NOT_AN_AGE = String.raw`(?!\s*(?:\+|%|k\b|rs\b|rupees|years?\s+(?:of\s+)?exp|yrs?\s+exp|st\b|nd\b|rd\b|th\b|pm\b|am\b|:|\d|days?\b|weeks?\b|months?\b|hours?\b|hrs?\b|times?\b|classes\b|sessions?\b|lessons?\b|students?\b|kids?\b|subjects?\b|baje\b|minutes?\b|mins?\b|saal\s+(?:ka|ki|ke|se)\s+(?:exp|experience|anubhav|tajurba|teaching)))`;
/** "saal", "varsh" (Hindi / Marathi), "bochor" (Bengali), "vayasu" (Tamil), "endlu" (Telugu): years of age. */
const YEARS_WORD = String.raw`(?:saal|sal|saala|varsh|varsha|varas|baras|bochor|bochhor|bochorer|bachhar|vayasu|vayathu|vayassu|vayasaana|yendlu|endlu|varshanchi|varshacha|varshachi|varshancha)`;

const AGE_PATTERNS: [RegExp, number][] = [
  [/\b(\d{1,2})\s*[- ]?\s*(?:years?|yrs?|yr|y)\s*[- ]?\s*olds?\b/g, 1],
  [/\b(\d{1,2})\s*(?:yo|y\/o|y\.o\.?)(?![a-z])/g, 1],
  [/\b(\d{1,2})\s*(?:years?|yrs?)\s+of\s+age\b/g, 1],
  [new RegExp(String.raw`\b(?:age[ds]?|umar|umra|umr|vayasu|vayassu)\s*(?:is\s+|of\s+|around\s+|about\s+|group\s+|hai\s+)?(\d{1,2})(?:\s*(?:-|to)\s*\d{1,2})?(?:\s*(?:years?|yrs?|saal))?(?![\d:])`, 'g'), 1],
  // Hinglish and other Indian languages: "main 40 saal ka hoon", "meri beti 8 saal ki hai", "8 bochorer chele".
  [new RegExp(String.raw`\b(\d{1,2})\s*${YEARS_WORD}\b(?!\s*(?:ka\s+|ki\s+|ke\s+|se\s+|er\s+)?(?:teaching\s+)?(?:experience|exp|anubhav|tajurba|padha\w*|sikha\w*|teach\w*|coaching)\b)(?!\s+se\b)(?:\s*(?:ka|ki|ke|er|ar|old)\b)?`, 'g'), 1],
  // "my mother (65)", "dad, 70,", "grandfather (aged 72)".
  [new RegExp(String.raw`\b${PERSON}\s*[(,]\s*(?:age[ds]?\s*|aged\s*)?(\d{1,2})(?:\s*(?:years?|yrs?|yo)(?:\s*old)?)?\s*(?=[),.;]|\s*$)`, 'g'), 1],
  // "my son is 9", "for my dad who is 70", "she's 14", "daughter, who is 7".
  [new RegExp(String.raw`\b${PERSON}\s*,?\s+(?:is\s+|s\s+|who\s+is\s+|who\s+s\s+|aged\s+|of\s+|hai\s+)?(?:only\s+|just\s+|about\s+|around\s+|nearly\s+|almost\s+)?(\d{1,2})(?:\s*(?:years?|yrs?))?${NOT_AN_AGE}`, 'g'), 1],
  // The learner themself: "I am 40", "I'm 67", "main 40 ka hoon".
  [new RegExp(String.raw`\b(?:i\s+am|i\s+m|im|iam|main|mai)\s+(?:a\s+|only\s+|about\s+|nearly\s+|almost\s+)?(\d{1,2})(?:\s*(?:years?|yrs?))?${NOT_AN_AGE}`, 'g'), 1],
  // "in my 60s", "in her seventies" counts as the decade.
  [/\bin\s+(?:my|his|her|their)\s+(?:early\s+|mid\s+|late\s+)?(\d)0s\b/g, 10],
];

const EXPERIENCE_PATTERNS = [
  /\b(?:at\s+least\s+|minimum\s+(?:of\s+)?|min\.?\s+|over\s+|more\s+than\s+|above\s+)?(\d{1,2})\s*\+?\s*(?:years?|yrs?|yr)\s*(?:of\s+)?(?:teaching\s+|tutoring\s+|coaching\s+|industry\s+|work\s+|working\s+)?(?:experience|exp|experienced)\b/g,
  /\b(?:experience|exp)\s*(?:of|:|-|over|above|more\s+than|at\s+least|minimum)?\s*(\d{1,2})\s*\+?\s*(?:years?|yrs?)/g,
  /\b(\d{1,2})\s*\+\s*(?:years?|yrs?)(?![a-z])/g,
  /\b(?:at\s+least|minimum|min|over|more\s+than|with)\s+(\d{1,2})\s*(?:years?|yrs?)\b(?!\s*(?:old|of\s+age))/g,
  /\b(\d{1,2})\s*(?:years?|yrs?)\s+(?:of\s+)?(?:teaching|tutoring|coaching)\b/g,
  // Hinglish: "5 saal ka experience", "10 saal se padha rahe", "anubhav 8 saal".
  new RegExp(String.raw`\b(\d{1,2})\s*\+?\s*${YEARS_WORD}\s*(?:ka\s+|ki\s+|ke\s+|se\s+|er\s+)?(?:teaching\s+)?(?:experience|exp|anubhav|tajurba|padha\w*|sikha\w*|teach\w*|coaching)\b`, 'g'),
  new RegExp(String.raw`\b(?:experience|anubhav|tajurba)\s*(?:of\s+|hai\s+|ho\s+)?(\d{1,2})\s*\+?\s*${YEARS_WORD}`, 'g'),
];

/** Music grades ("Trinity grade 5") are not school classes. */
const MUSIC_GRADES = /(?<=\b(?:trinity|abrsm|rockschool|rsl|gandharva)\b[^.]{0,40}?)\bgrades?\s*\d{1,2}\b|(?<=\b(?:music|piano|guitar|violin|keyboard|drums|theory|singing|vocals?)\s+)grades?\s*\d{1,2}\b|\bgrades?\s*\d{1,2}(?=\s+(?:piano|guitar|violin|keyboard|drums|theory|singing|vocals?)\b)/g;

function extractNumbers(text: string, c: ExtractedCriteria): { rest: string; age: number | null } {
  let rest = extractBudget(text, c);
  rest = extractHours(rest, c);
  let age: number | null = null;
  for (const [re, scale] of AGE_PATTERNS) {
    rest = take(rest, re, (m) => {
      const n = Number(m[1]) * scale;
      if (n < 2 || n > 99) return false;
      age ??= n;
    });
  }
  for (const re of EXPERIENCE_PATTERNS) {
    rest = take(rest, re, (m) => {
      c.minExperienceYears ??= Math.min(80, Number(m[1]));
    });
  }
  rest = take(rest, MUSIC_GRADES, () => undefined);
  const grades = findSpans(rest, COMPILED.grade).sort((a, b) => a.start - b.start);
  if (grades.length) c.grade = grades[0].entry.code;
  // "SSLC", "HSC" also name the board: leave them for the board reader.
  const boards = findSpans(rest, COMPILED.board);
  rest = blankAll(rest, grades.filter((g) => !boards.some((b) => b.start < g.end && g.start < b.end)));
  return { rest, age };
}

// ---------------------------------------------------------------------------------------------------------
// Languages of instruction.

const LIST = String.raw`((?:${LANGUAGE_NAMES})(?:\s*(?:,|and|or|&|\/|\+)\s*(?:${LANGUAGE_NAMES}))*)`;
const NOT_A_MEDIUM = String.raw`(?<!\b(?:interested|course|courses|degree|diploma|certificate|certification|expertise|specialist|specialising|specializing|specialization|fluency|proficiency|masters|phd|major|marks|score|lessons|grammar|literature|poetry|exam|exams|test|olympiad|beginner|advanced|level|progress|weak|strong|good|better|bad|poor|help|improve|improvement)\s+in\s+)`;
/** Verbs that follow "in X" when asking to be taught in it (Hindi, Bengali, Tamil, Telugu, Kannada, Marathi). */
const INSTRUCTION_VERBS = String.raw`samjh\w*|samajh\w*|padh\w*|sikh\w*|seekh\w*|bata\w*|explain\w*|teach\w*|baat\w*|bol\w*|solli\w*|sollu\w*|sollitharu\w*|kudu\w*|chepp\w*|nerp\w*|kalis\w*|bujh\w*|bojh\w*|bujiy\w*|shekh\w*|shikh\w*|shikav\w*|samjav\w*|sang\w*|heli\w*|kali\w*|din|dao|den|dijiye|do|karo|kijiye|please|pls|plz`;
const INSTRUCTION_PATTERNS = [
  // "who speaks Hindi", "fluent in Tamil", "explains in Telugu", "teaches in Bengali", "in Hinglish".
  new RegExp(String.raw`${NOT_A_MEDIUM}\b(?:(?:who|that|can|could|should|must|and)\s+)?(?:speaks?|speaking|talks?|talking|fluent\s+in|knows?|using|through|via|teach(?:es|ing)?\s+in|explains?\s+in|explaining\s+in|explain\s+(?:it\s+|things\s+|concepts\s+)?in|samjha\w*\s+in|classes\s+in|in)\s+(?:(?:fluent|good|basic|simple|easy|plain)\s+)?${LIST}\b(?:\s+(?:medium|language|also|too|as\s+well))?(?![\s-]+(?:speaking\s+)?(?:course|class|classes|lessons?|grammar|literature|tutor|teacher|exam))`, 'g'),
  // "Hindi medium", "Tamil-speaking", "Bengali speaker".
  new RegExp(String.raw`\b${LIST}[\s-]+(?:medium|speaking|speaker|speakers|explanation|instruction)\b(?!\s+(?:course|class|classes|lessons?|practice|skills?|fluency|coach|trainer|training))`, 'g'),
  // "in X" as Indian languages say it, after the language: Hindi "hindi mein samjhao / me padhaye", Bengali
  // "bangla te / bangla y bujhiye din", Tamil "tamil la solli kudunga", Telugu "telugu lo cheppandi", Kannada
  // "kannada alli", Marathi "marathi madhe", Gujarati "gujarati ma", Punjabi "punjabi vich"; and the same
  // suffixes written together ("banglay", "banglate", "marathit", "telugulo", "kannadadalli", "tamilil").
  new RegExp(
    String.raw`\b${LIST}(?:[\s-]+(?:mein|me|mei|mai|main|mah|ma|maa|la|lo|lu|alli|il|ile|te|y|e|madhe|madhye|madhun|vich|ich)|(?:te|y|t|it|tun|il|lo|la|dalli|alli))\b(?!\s+(?:am|maam|weak|kamzor|kamjor|kachcha|kaccha|achha|acha|accha|strong|marks|number|numbers|fail|kharab|problem|dikkat|doubts?|kaisa|kaise|kya|improve\w*|exam|paper|grammar|literature))(?:\s+(?:${INSTRUCTION_VERBS})){0,3}`,
    'g',
  ),
];

function extractInstruction(text: string, c: ExtractedCriteria): string {
  let rest = text;
  for (const re of INSTRUCTION_PATTERNS) {
    rest = take(rest, re, (m) => {
      const group = m[1];
      // "english speaking course" is Spoken English, a subject.
      if (/^english$/.test(group.trim()) && /speaking|speaker/.test(m[0]) && !/\b(?:who|that|can)\b/.test(m[0])) return false;
      for (const name of group.split(/\s*(?:,|and|or|&|\/|\+)\s*/)) languagesNamed(name).forEach((l) => push(c.languages, l));
    });
  }
  return rest;
}

// ---------------------------------------------------------------------------------------------------------
// Negations: "not too strict", "no homework heavy", "not boring" never become the positive.

const NEGATION = /\b(?:not|no|never|don\s?t|doesn\s?t|isn\s?t|won\s?t|shouldn\s?t|without|nor|avoid|hate|dislike|less|bina)\s+(?:(?:too|very|so|overly|that|a|an|the|really|much|more|be|being|at\s+all|want|like|need|give|gives|giving|any|someone|who\s+is|who\s+s|over)\s+){0,3}(?!(?:learned|learnt|studied|played|done|tried|had|been|only|just|sure|matter|problem)\b)([a-z][\w-]*)(?:\s+(?:heavy|based|focused|oriented|type|kind))?/g;

// What a negation covers: before it (Hinglish and other Indian languages put it last: "bachon wali class nahi
// chahiye", "JEE focus venda", "strict teacher beda") or after it ("no olympiad stuff", "not for competitive
// exams", "without JEE focus", "not a beginner"), up to a clause break.
const NEG_BEFORE = /\b(?:not|no|never|don\s?t|doesn\s?t|isn\s?t|won\s?t|shouldn\s?t|without|nor|avoid|hate|dislike|bina)\s+(?!(?:learned|learnt|studied|played|done|tried|had|been|only|just|sure|matter|problem|idea|doubt)\b)/g;
const NEG_AFTER = /\s(?:nahi|nahin|nhi|nako|nakko|naka|venda|vendam|vendaam|vaddu|beda|bekilla|chai\s?na|chaina|lagbe\s?na|dorkar\s?nei)\b/g;
const WORD_BEFORE_NEG_AFTER = new RegExp(String.raw`\b[a-z][\w-]*(?=${NEG_AFTER.source})`, 'g');
/** Words that end what a leading negation covers: a new clause, or the tutor being described. */
const SCOPE_END_AFTER = /[,.;!?]|\b(?:but|only|just|instead|rather|par|lekin|magar|balki|tutor|tutors|teacher|teachers|sir|madam|mam|maam|coach|mentor|trainer|someone|somebody|who|jo|which|that|please|i|we|my|need|want|chahiye)\b/;
/** Words that start what a trailing negation covers. */
const SCOPE_START_BEFORE = /[,.;!?]|\b(?:but|par|lekin|magar|aur|and|jo|who|chahiye|hai|hain)\b/g;
/** Words between a negation and what it negates ("don't want a strict teacher", "not someone who is strict"). */
const LEADING_FILLER = /^(?:\s*\b(?:for|a|an|the|too|very|so|overly|really|be|being|any|more|much|over|want|wants|need|needs|like|give|gives|have|has|to|someone|somebody|who|is|s|at\s+all)\b)*/;
const NEGATABLE = ['exam', 'level', 'audience', 'style'] as const;
const MAX_SCOPE = 40;

/** Negated exams, levels, audiences and styles go to `excludes`; times, boards and subjects there are dropped. */
function extractNegations(text: string, c: ExtractedCriteria): string {
  const scopes: { start: number; end: number }[] = [];
  NEG_BEFORE.lastIndex = 0;
  for (let m = NEG_BEFORE.exec(text); m; m = NEG_BEFORE.exec(text)) {
    const start = m.index + m[0].length;
    const window = text.slice(start, start + MAX_SCOPE);
    const stop = SCOPE_END_AFTER.exec(window.replace(LEADING_FILLER, (x) => ' '.repeat(x.length)));
    scopes.push({ start, end: start + (stop ? stop.index : window.length) });
  }
  NEG_AFTER.lastIndex = 0;
  for (let m = NEG_AFTER.exec(text); m; m = NEG_AFTER.exec(text)) {
    const end = m.index;
    const from = Math.max(0, end - MAX_SCOPE);
    let start = from;
    const window = text.slice(from, end);
    SCOPE_START_BEFORE.lastIndex = 0;
    for (let b = SCOPE_START_BEFORE.exec(window); b; b = SCOPE_START_BEFORE.exec(window)) start = from + b.index + b[0].length;
    scopes.push({ start, end });
  }
  if (!scopes.length) return text;
  let rest = text;
  const inScope = (sp: { start: number; end: number }) => scopes.some((s) => sp.start >= s.start && sp.end <= s.end);
  const spansOf = (kind: Parameters<typeof read>[1] | 'exam' | 'board' | 'subject') =>
    longestSpans(findSpans(text, COMPILED[kind])).filter(inScope);
  const ex = c.excludes;
  const into = { exam: ex.exams, level: ex.levels, audience: ex.audiences, style: ex.styles };
  for (const kind of NEGATABLE) {
    const found = spansOf(kind);
    found.forEach((sp) => push(into[kind], sp.entry.code));
    rest = blankAll(rest, found);
  }
  rest = blankAll(rest, [...spansOf('time'), ...spansOf('board')]);
  // A trailing negation also takes the word just before it ("maths nahi", "hindi nahi aati").
  rest = take(rest, WORD_BEFORE_NEG_AFTER, () => undefined);
  return rest;
}

// ---------------------------------------------------------------------------------------------------------

const CHILD = /\b(?:son|daughter|kid|kids|child|children|boy|girl|nephew|niece|grandson|granddaughter|little one|beta|beti|bitiya|bachcha|bachche|bacche|bachon|bachchon|ladka|ladki|munna|munni|chele|meye|magan|magal|paiyan|ponnu|kuzhandhai|pillalu)\b/;
/** "before office", "after work", "office ke baad": the learner works (the time meaning is read as a time too). */
const AT_WORK = /\b(?:before|after|post)\s+(?:my\s+|the\s+)?(?:office|work|job|duty|shift)\b|\b(?:office|kaam|job|duty|naukri)\s+(?:ke|se)\s+(?:baad|bad|pehle|pahle)\b|\boffice\s+jaane\s+se\s+pehle\b/;

/** A learner's age → audience: up to 12 young children, 13–17 teens, 18–59 adults, 60 and over seniors. */
function audienceForAge(age: number): string {
  if (age <= 12) return 'young children';
  if (age <= 17) return 'teens';
  if (age >= 60) return 'seniors';
  return 'adults';
}

/** Damerau–Levenshtein distance, stopping early once above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      best = Math.min(best, d[i][j]);
    }
    if (best > max) return max + 1;
  }
  return d[a.length][b.length];
}

/** A misspelt subject ("pyton", "chemestry"): only a category's distinctive words are tried. */
function fuzzySubject(index: SubjectIndex, word: string): string | null {
  if (word.length < 5 || STOPWORDS.has(word)) return null;
  const max = word.length >= 9 ? 2 : 1;
  let best: { code: string; d: number } | null = null;
  for (const [w, code] of index.fuzzy) {
    if (w[0] !== word[0] || Math.abs(w.length - word.length) > max) continue;
    // Exact and plural forms of a word inside a longer name are not typos: "practice" is not "informatics practices".
    if (w === word || w === `${word}s` || word === `${w}s` || w === `${word}es` || word === `${w}es`) continue;
    const d = distance(word, w, max);
    if (d <= max && (!best || d < best.d)) best = { code, d };
  }
  return best?.code ?? null;
}

type SubjectHits = { specific: Span[]; broad: Span[] };

/** Longest subject phrases first; a name that lost a word to a longer phrase is looked for again in what is left. */
function subjectSpans(text: string, matchers: Compiled[]): Span[] {
  const kept: Span[] = [];
  let rest = text;
  for (let round = 0; round < 3; round++) {
    const found = longestSpans(findSpans(rest, matchers));
    if (!found.length) break;
    kept.push(...found);
    rest = blankAll(rest, found);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Subject, exam and board mentions, each word read once: "CLAT" is an exam, not Law; "AP Physics" is both. */
function readTopics(text: string, index: SubjectIndex, c: ExtractedCriteria): { rest: string; hits: SubjectHits } {
  const tests = longestSpans([...findSpans(text, COMPILED.exam), ...findSpans(text, COMPILED.board)]);
  const subjects = subjectSpans(text, index.matchers);
  const covers = (t: Span, s: Span) => (t.entry.subjects ?? []).some((x) => x.toLowerCase() === s.entry.code.toLowerCase());
  const keptSubjects = subjects.filter((s) => {
    const clash = tests.filter((t) => t.start < s.end && s.start < t.end);
    return clash.every((t) => covers(t, s) || s.end - s.start > t.end - t.start);
  });
  const keptTests = tests.filter((t) => {
    const clash = subjects.filter((s) => t.start < s.end && s.start < t.end);
    return clash.every((s) => covers(t, s) || t.end - t.start >= s.end - s.start);
  });
  for (const t of keptTests) push(t.entry.kind === 'exam' ? c.exams : c.boards, t.entry.code);
  // The specific exam or board first, then the broader one it belongs to ("Gujarat Board", "State Board").
  c.exams = withBroader('exam', c.exams);
  c.boards = withBroader('board', c.boards);
  const hits: SubjectHits = { specific: [], broad: [] };
  for (const s of keptSubjects) (s.entry.broad ? hits.broad : hits.specific).push(s);
  return { rest: blankAll(blankAll(text, keptTests), keptSubjects), hits };
}

function read(text: string, kind: 'level' | 'audience' | 'style' | 'time'): Span[] {
  return findSpans(text, COMPILED[kind]);
}

const uniq = <T,>(xs: T[]) => xs.filter((x, i) => xs.indexOf(x) === i);

/** Understands a free-text request. Never throws; unknown words become full-text keywords. */
export function understandQuery(query: string, lexicon?: Lexicon): ExtractedCriteria {
  const c = emptyCriteria();
  const index = indexFor(lexicon);
  const original = ` ${query.toLowerCase().normalize('NFKC').replace(/[“”"'`’‘]/g, ' ').replace(/\s+/g, ' ')} `;
  const numbers = extractNumbers(original, c);
  let rest = extractInstruction(numbers.rest, c);
  rest = extractNegations(rest, c);
  rest = take(rest, NEGATION, () => undefined);
  const affirmed = rest;

  // Levels and audiences share words with subjects ("coding for kids", "from scratch"): read them first.
  const levelSpans = read(rest, 'level');
  const audienceSpans = read(rest, 'audience');
  const topics = readTopics(rest, index, c);
  rest = blankAll(blankAll(topics.rest, levelSpans), audienceSpans);
  levelSpans.sort((a, b) => a.start - b.start).forEach((s) => push(c.levels, s.entry.code));
  audienceSpans.sort((a, b) => a.start - b.start).forEach((s) => push(c.audiences, s.entry.code));

  const styleSpans = read(rest, 'style').sort((a, b) => a.start - b.start);
  styleSpans.forEach((s) => push(c.styles, s.entry.code));
  rest = blankAll(rest, styleSpans);
  const timeSpans = read(rest, 'time');
  timeSpans.forEach((s) => push(c.timeWindows, s.entry.code as TimeWindow));
  const timeOrder = COMPILED.time.map((m) => m.entry.code);
  c.timeWindows.sort((a, b) => timeOrder.indexOf(a) - timeOrder.indexOf(b));
  rest = blankAll(rest, timeSpans);

  // Subjects: a specific one wins over a broad family named in the same breath ("Python coding").
  const specific = topics.hits.specific.map((s) => s.entry.code);
  const broad = topics.hits.broad.flatMap((s) => family(index, s.entry.code));
  c.subjects = uniq(specific.length ? specific : broad);

  // Who the learner is: a stated age or class decides over "my son" / "kids".
  const age = numbers.age;
  const gradeN = c.grade ? Number(c.grade.split(' ')[1]) : null;
  const childMentioned = CHILD.test(affirmed);
  if (age != null) {
    if (age >= 13) c.audiences = c.audiences.filter((a) => a !== 'young children');
    if (age >= 18) c.audiences = c.audiences.filter((a) => a !== 'teens' && a !== 'school students');
    push(c.audiences, audienceForAge(age));
    const schoolish = !c.subjects.length || c.boards.length > 0 || c.subjects.some((s) => isSchoolSubject(s) || ancestorsIn(index, s).some(isSchoolSubject));
    if (!c.grade && age >= 6 && age <= 17 && schoolish) c.grade = `Grade ${Math.min(12, age - 5)}`;
  } else if (gradeN != null && (childMentioned || c.audiences.includes('young children'))) {
    if (gradeN >= 6) c.audiences = c.audiences.filter((a) => a !== 'young children');
    push(c.audiences, gradeN <= 5 ? 'young children' : 'school students');
  } else if (childMentioned && !c.audiences.some((a) => a === 'young children' || a === 'teens' || a === 'school students')) {
    push(c.audiences, 'young children');
  }

  const words = uniq(rest.match(/[a-z][a-z0-9+#.-]{2,}/g) ?? [])
    .map((w) => w.replace(/[.-]+$/, ''))
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w));
  // Unknown words may be misspelt subjects ("pyton", "chemestry"); generic words never count.
  if (!c.subjects.length) {
    for (const w of words) {
      const hit = fuzzySubject(index, w);
      if (hit) {
        family(index, hit).slice(0, index.byCode.get(hit.toLowerCase())?.broad ? undefined : 1).forEach((s) => push(c.subjects, s));
        words.splice(words.indexOf(w), 1);
        break;
      }
    }
  }
  c.keywords = words.slice(0, 8);

  // Someone who studies around office hours or for their job is a working professional, unless a child is meant.
  const learnerIsChild = (age != null && age < 18) || c.grade != null || childMentioned;
  if (!learnerIsChild && AT_WORK.test(affirmed)) push(c.audiences, 'working professionals');

  // An exam named without a subject asks for the subjects it covers ("RMO" → Mathematics, "DELF" → French).
  if (!c.subjects.length) impliedSubjects(c.exams).forEach((s) => push(c.subjects, s));
  dropExcluded(c);
  return c;
}

/** The subjects of the most specific exams named ("Maths Olympiad" rather than "Olympiad" when both are there). */
function impliedSubjects(exams: string[]): string[] {
  const broader = new Set(exams.map((code) => findEntry('exam', code)?.parent?.toLowerCase()).filter(Boolean));
  return uniq(exams.filter((code) => !broader.has(code.toLowerCase())).flatMap((code) => findEntry('exam', code)?.subjects ?? []));
}

/** A wish said both ways ("for adults, not for kids") counts as not wanted. */
function dropExcluded(c: ExtractedCriteria): void {
  const not = (list: string[]) => (x: string) => !list.some((y) => y.toLowerCase() === x.toLowerCase());
  c.exams = c.exams.filter(not(c.excludes.exams));
  c.levels = c.levels.filter(not(c.excludes.levels));
  c.audiences = c.audiences.filter(not(c.excludes.audiences));
  c.styles = c.styles.filter(not(c.excludes.styles));
}

/**
 * Maps a free-text category ("Spoken English for adults", "Coding for Kids (Scratch)", "NEET Biology") to
 * catalogue subject codes, and the category it belongs under.
 */
export function resolveCategory(name: string, lexicon?: Lexicon): { parent: string | null; subjects: string[] } {
  const index = indexFor(lexicon);
  const exact = index.byCode.get(name.trim().toLowerCase());
  if (exact) return { parent: exact.parent ?? null, subjects: [exact.code] };
  const text = ` ${name.toLowerCase().normalize('NFKC').replace(/[“”"'`’‘]/g, ' ')} `;
  const c = emptyCriteria();
  const { hits } = readTopics(text, index, c);
  const found = [...hits.specific, ...hits.broad].sort((a, b) => a.start - b.start).map((s) => s.entry.code);
  let subjects = uniq(found);
  if (!subjects.length) {
    for (const w of text.match(/[a-z][a-z0-9+#.-]{2,}/g) ?? []) {
      const hit = fuzzySubject(index, w);
      if (hit) {
        subjects = [hit];
        break;
      }
    }
  }
  const examCategories = uniq(c.exams.map((code) => findEntry('exam', code)?.category).filter((x): x is string => Boolean(x)));
  if (!subjects.length) return { parent: examCategories[0] ?? null, subjects: examCategories };
  const chains = subjects.map((s) => [s, ...ancestorsIn(index, s)]);
  const common = chains[0].find((x) => chains.every((chain) => chain.includes(x)));
  return { parent: common ?? subjects[0], subjects: uniq([...subjects, ...examCategories]) };
}

/**
 * Brings criteria from another reader (the AI provider) onto the catalogue's codes: known names in any case or
 * spelling become their code, exam and board names found among subjects move to their own fields, unknown
 * values of closed lists are dropped, and exact hours also give their time windows.
 */
export function canonicalCriteria(input: ExtractedCriteria, lexicon?: Lexicon): ExtractedCriteria {
  const index = indexFor(lexicon);
  const c: ExtractedCriteria = { ...emptyCriteria(), ...input, subjects: [], exams: [], boards: [], levels: [], audiences: [], styles: [], languages: [] };
  const codeOf = (kind: 'exam' | 'board' | 'level' | 'audience' | 'style', value: string) =>
    findEntry(kind, value)?.code ?? longestSpans(findSpans(` ${value.toLowerCase()} `, COMPILED[kind]))[0]?.entry.code;
  for (const value of input.exams) push(c.exams, codeOf('exam', value) ?? value);
  for (const value of input.boards) {
    const code = codeOf('board', value);
    if (code) push(c.boards, code);
  }
  for (const value of input.subjects) {
    const known = index.byCode.get(value.trim().toLowerCase());
    if (known) {
      push(c.subjects, known.code);
      continue;
    }
    const read = emptyCriteria();
    const { hits } = readTopics(` ${value.toLowerCase()} `, index, read);
    read.exams.forEach((e) => push(c.exams, e));
    read.boards.forEach((b) => push(c.boards, b));
    const found = [...hits.specific, ...hits.broad].map((h) => h.entry.code);
    if (found.length) found.forEach((f) => push(c.subjects, f));
    else if (!read.exams.length && !read.boards.length) push(c.subjects, value.trim());
  }
  for (const [kind, from, into] of [['level', input.levels, c.levels], ['audience', input.audiences, c.audiences], ['style', input.styles, c.styles]] as const) {
    for (const value of from) {
      const code = codeOf(kind, value);
      if (code) push(into, code);
    }
  }
  for (const value of input.languages) (languagesNamed(value).length ? languagesNamed(value) : []).forEach((l) => push(c.languages, l));
  if (input.grade) {
    const grade = findSpans(` ${input.grade.toLowerCase()} `, COMPILED.grade)[0]?.entry.code ?? (/^\d{1,2}$/.test(input.grade.trim()) && Number(input.grade) >= 1 && Number(input.grade) <= 12 ? `Grade ${Number(input.grade)}` : null);
    c.grade = grade;
  }
  if (c.hours && !c.timeWindows.length) {
    const { from, to } = c.hours;
    c.timeWindows = WINDOW_RANGES.filter(([, a, b]) => from < b && to > a).map(([w]) => w);
  }
  c.exams = withBroader('exam', c.exams);
  c.boards = withBroader('board', c.boards);
  const ex = input.excludes ?? noExcludes();
  const codes = (kind: 'exam' | 'level' | 'audience' | 'style', values: string[] = []) => uniq(values.map((v) => codeOf(kind, v)).filter((x): x is string => Boolean(x)));
  c.excludes = { exams: codes('exam', ex.exams), levels: codes('level', ex.levels), audiences: codes('audience', ex.audiences), styles: codes('style', ex.styles) };
  if (!c.subjects.length) impliedSubjects(c.exams).forEach((s) => push(c.subjects, s));
  dropExcluded(c);
  return c;
}

/** Exam codes → the names experts may declare for them, and the catalogue category that prepares for each. */
export function examNames(codes: string[]): { names: string[]; domains: string[] } {
  const names: string[] = [];
  const domains: string[] = [];
  for (const code of codes) {
    const hit = findEntry('exam', code);
    if (hit) {
      // A broader exam is met by its narrower ones: a "Maths Olympiad" tutor meets "Olympiad".
      for (const e of [hit, ...narrowerOf('exam', hit.code).map((n) => findEntry('exam', n)).filter((x): x is FacetEntry => Boolean(x))]) {
        [e.code, ...e.aliases].forEach((n) => push(names, n));
      }
      if (hit.category) push(domains, hit.category);
    } else push(names, code);
  }
  return { names, domains };
}

export function hasAnyCriteria(c: ExtractedCriteria): boolean {
  return Boolean(
    c.subjects.length || c.grade || c.levels.length || c.boards.length || c.exams.length || c.languages.length ||
      c.audiences.length || c.styles.length || c.minExperienceYears != null || c.maxHourlyRate != null ||
      c.timeWindows.length || c.hours || c.keywords.length ||
      (c.excludes && (c.excludes.exams.length || c.excludes.levels.length || c.excludes.audiences.length || c.excludes.styles.length)),
  );
}

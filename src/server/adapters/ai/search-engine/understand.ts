// Built-in query understanding: a student's sentence → structured criteria. Deterministic and offline;
// an AI provider, when configured, produces the same shape and this engine is the fallback.
import type { ExtractedCriteria, TimeWindow } from '../../../../shared/schemas/search';
import {
  AUDIENCE_PATTERNS,
  BOARD_PATTERNS,
  EXAM_PATTERNS,
  LANGUAGES,
  LANGUAGE_DOMAIN,
  LEVEL_PATTERNS,
  STOPWORDS,
  STYLE_PATTERNS,
  SUBJECT_PATTERNS,
  TIME_PATTERNS,
} from './vocabulary';

/** Broad words (coding, science, dance…) only count when nothing more specific was said ("Python coding" means Python). */
const isGeneric = (subjects: string[]) => subjects.length >= 3;

const SPEAK = String.raw`(?:speaks?|speaking|talks?|fluent in|knows?|using|through|teach(?:es|ing)? in|explains? in|in)`;
const push = <T,>(list: T[], v: T) => (list.includes(v) ? list : (list.push(v), list));

function emptyCriteria(): ExtractedCriteria {
  return {
    subjects: [], grade: null, levels: [], boards: [], exams: [], languages: [], audiences: [], styles: [],
    minExperienceYears: null, maxHourlyRate: null, timeWindows: [], keywords: [],
  };
}

function extractLanguages(text: string, c: ExtractedCriteria): string {
  let rest = text;
  const names = LANGUAGES.map((l) => l.toLowerCase()).join('|');
  const list = String.raw`((?:${names})(?:\s*(?:,|and|or|&|\/)\s*(?:${names}))*)`;
  const patterns = [
    new RegExp(String.raw`\b${SPEAK}\s+(?:(?:fluent|good|basic|simple)\s+)?${list}\b(?:\s+(?:medium|language))?`, 'g'),
    new RegExp(String.raw`\b${list}[- ](?:medium|speaking|speaker|speakers)\b`, 'g'),
  ];
  for (const re of patterns) {
    rest = rest.replace(re, (m, group: string) => {
      for (const name of group.split(/\s*(?:,|and|or|&|\/)\s*/)) {
        const lang = LANGUAGES.find((l) => l.toLowerCase() === name.trim());
        if (lang) push(c.languages, lang);
      }
      return ' '.repeat(m.length);
    });
  }
  return rest;
}

function extractSubjects(text: string, c: ExtractedCriteria): string {
  let rest = text;
  const generic: string[] = [];
  for (const [re, subjects] of SUBJECT_PATTERNS) {
    const g = new RegExp(re.source, 'g');
    if (!g.test(rest)) continue;
    rest = rest.replace(g, (m) => ' '.repeat(m.length));
    for (const s of subjects) push(isGeneric(subjects) ? generic : c.subjects, s);
  }
  // A language named outside a "speaks/in … medium" context is what the student wants to learn.
  for (const lang of LANGUAGES) {
    const re = new RegExp(String.raw`\b${lang.toLowerCase()}\b`, 'g');
    if (!re.test(rest)) continue;
    rest = rest.replace(re, (m) => ' '.repeat(m.length));
    push(c.subjects, LANGUAGE_DOMAIN[lang] ?? lang);
  }
  if (!c.subjects.length) generic.forEach((s) => push(c.subjects, s));
  return rest;
}

function consume(text: string, patterns: [RegExp, string][], into: string[]): string {
  let rest = text;
  for (const [re, value] of patterns) {
    const g = new RegExp(re.source, 'g');
    if (!g.test(rest)) continue;
    rest = rest.replace(g, (m) => ' '.repeat(m.length));
    push(into, value);
  }
  return rest;
}

function extractNumbers(text: string, c: ExtractedCriteria): string {
  let rest = text;
  rest = rest.replace(/\b(?:grade|class|std\.?|standard|year)\s*(\d{1,2})(?:st|nd|rd|th)?\b|\b(\d{1,2})(?:st|nd|rd|th)\s*(?:grade|class|std|standard)\b/g, (m, a, b) => {
    const n = Number(a ?? b);
    if (n >= 1 && n <= 12 && !c.grade) c.grade = `Grade ${n}`;
    return ' '.repeat(m.length);
  });
  rest = rest.replace(
    /\b(?:under|below|less than|max(?:imum)?|within|up ?to|upto|not more than|cheaper than|budget(?: of)?|<)\s*(?:₹|rs\.?|inr|\$|usd)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:₹|rs\.?|rupees|inr)?(?:\s*(?:\/|per|an?)\s*(?:hour|hr|h|session|class))?/g,
    (m, amount: string, k?: string) => {
      const value = Number(amount.replace(/,/g, '')) * (k ? 1000 : 1);
      if (Number.isFinite(value) && value > 0) c.maxHourlyRate = Math.round(value * 100);
      return ' '.repeat(m.length);
    },
  );
  rest = rest.replace(/(?:₹|rs\.?\s*)(\d[\d,]*)\s*(?:\/|per|an?)\s*(?:hour|hr|h)\b/g, (m, amount: string) => {
    if (c.maxHourlyRate == null) c.maxHourlyRate = Number(amount.replace(/,/g, '')) * 100;
    return ' '.repeat(m.length);
  });
  rest = rest.replace(/\b(?:at least |minimum |min |over |more than )?(\d{1,2})\s*\+?\s*(?:years?|yrs?)(?: of)?(?: experience| exp)?\b/g, (m, n: string) => {
    c.minExperienceYears = Math.min(80, Number(n));
    return ' '.repeat(m.length);
  });
  return rest;
}

/** Understands a free-text request. Never throws; unknown words become full-text keywords. */
export function understandQuery(query: string): ExtractedCriteria {
  const c = emptyCriteria();
  let rest = ` ${query.toLowerCase().normalize('NFKC').replace(/[“”"'`]/g, ' ')} `;
  rest = extractNumbers(rest, c);
  for (const [re, code] of EXAM_PATTERNS) {
    const g = new RegExp(re.source, 'g');
    if (!g.test(rest)) continue;
    rest = rest.replace(g, (m) => ' '.repeat(m.length));
    push(c.exams, code);
  }
  rest = consume(rest, BOARD_PATTERNS, c.boards);
  rest = extractLanguages(rest, c);
  rest = extractSubjects(rest, c);
  // Level and audience words overlap ("beginners"): read both from the same text.
  consume(rest, LEVEL_PATTERNS, c.levels);
  rest = consume(rest, AUDIENCE_PATTERNS, c.audiences);
  rest = consume(rest, LEVEL_PATTERNS, []);
  rest = consume(rest, STYLE_PATTERNS, c.styles);
  if (/\btonight\b/.test(rest)) c.timeWindows.push('today', 'evenings');
  rest = consume(rest, TIME_PATTERNS, c.timeWindows as string[]);
  c.timeWindows = c.timeWindows.filter((t, i, all) => all.indexOf(t) === i) as TimeWindow[];
  c.keywords = [...new Set(rest.match(/[a-z][a-z0-9+#.-]{2,}/g) ?? [])]
    .map((w) => w.replace(/[.-]+$/, ''))
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w))
    .slice(0, 8);
  return c;
}

/** Exam codes → the names experts declare, and the catalog domain of each exam. */
export function examNames(codes: string[]): { names: string[]; domains: string[] } {
  const names: string[] = [];
  const domains: string[] = [];
  for (const code of codes) {
    const hit = EXAM_PATTERNS.find(([, c]) => c.toLowerCase() === code.toLowerCase());
    if (hit) {
      hit[2].forEach((n) => push(names, n));
      if (hit[3]) push(domains, hit[3]);
    } else push(names, code);
  }
  return { names, domains };
}

export function hasAnyCriteria(c: ExtractedCriteria): boolean {
  return Boolean(
    c.subjects.length || c.grade || c.levels.length || c.boards.length || c.exams.length || c.languages.length ||
      c.audiences.length || c.styles.length || c.minExperienceYears != null || c.maxHourlyRate != null ||
      c.timeWindows.length || c.keywords.length,
  );
}

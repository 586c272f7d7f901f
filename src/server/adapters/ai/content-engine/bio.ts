// Built-in tutor bio writer: three variants, in the tutor's own voice or in the third person, written
// only from what the tutor told us. Each variant opens differently (the learners served, the teaching
// approach, the background); thin facts are padded with honest sentences about the subject, never claims.
import { THEY, capitalize, countWords, fixArticles, namedSpeaker, withArticle } from './bio-english';
import { asProse, familyOf, rankAnswers, readLearners, readTopic, roleOf } from './bio-facts';
import { FILLERS, kitFor } from './bio-fillers';
import { approachFirst, backgroundFirst, learnersFirst, type Ctx, type Part } from './bio-variants';
import { joinList } from './text';

export type BioPerson = 'first' | 'third';
export type BioFacts = {
  /** Non-blank (the onboarding rules require it). */
  fullName: string;
  /** The domain name or the tutor's custom domain, e.g. "Mathematics", "Carnatic Violin". */
  subject: string;
  /** Free text, e.g. "CBSE Class 9–12 algebra and calculus". */
  subDomain?: string | null;
  /** One of 1 (1-2 years), 3 (3-5), 6 (6-10), 11 (10+). */
  experienceYears: number;
  city?: string | null;
  /** Languages of instruction. */
  languages: string[];
  /** As typed by the tutor. */
  qualifications: string[];
  /** Free-text answers the tutor wrote about their teaching. */
  answers: { question: string; answer: string }[];
};

export const BIO_MIN_WORDS = 80;
export const BIO_MAX_WORDS = 150;

const EXPERIENCE: [number, string][] = [[11, 'more than ten years'], [6, 'six to ten years'], [3, 'three to five years'], [0, 'one to two years']];
/** "six to ten years" for the experience choice 6. */
export const experienceInWords = (years: number) => EXPERIENCE.find(([min]) => years >= min)?.[1] ?? EXPERIENCE[3][1];
/** Qualifications that name what the tutor is ("FIDE Instructor") rather than what they hold. */
const TITLE = /\b(instructor|trainer|arbiter|master|grandmaster|coach|teacher|examiner|member|fellow|vidwan|vidushi|accountant|engineer|consultant)s?$/i;

const clean = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').replace(/^["'“‘]+|["'”’.]+$/g, '');
const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());
const uniqueClean = (xs: string[], tidy: (s: string) => string) => [...new Set(xs.map(tidy).filter(Boolean))];

/** "an M.Sc Mathematics", "a B.Ed"; left bare when it already has a determiner or reads as a plural. */
function qualification(q: string): string {
  const last = q.split(' ').pop() ?? '';
  const plural = /[a-z][^s\W]s$/.test(last) && !/(ics|ours|ors|arts|ies|ss)$/i.test(last);
  return /^(a|an|the)\s/i.test(q) || plural ? q : withArticle(q);
}

/** A name typed all in lower or upper case gets capitals: "priya sharma" → "Priya Sharma". */
function properName(name: string): string {
  const n = clean(name);
  return n === n.toLowerCase() || n === n.toUpperCase() ? n.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, lead: string, ch: string) => lead + ch.toUpperCase()) : n;
}

function read(facts: BioFacts, person: BioPerson): Ctx {
  const full = properName(facts.fullName);
  const given = full.replace(/^(dr|mr|mrs|ms|miss|prof)\.?\s+/i, '').split(' ')[0];
  const subject = asProse(clean(facts.subject)) || 'their subject';
  const rawSub = clean(facts.subDomain);
  const sub = rawSub ? asProse(rawSub) : null;
  const learners = readLearners(rawSub, facts.answers.map((a) => a.answer).join('\n'));
  let topic = sub ? (readTopic(sub) ?? subject) : subject;
  let learnersPhrase = learners.phrase;
  // "Advanced players rated 1600+" names learners, not a topic: they learn the subject.
  if (learnersPhrase && contains(topic, learnersPhrase)) [learnersPhrase, topic] = [topic, subject];
  const subIsLearners = !!sub && !!learnersPhrase && topic === subject && !contains(sub, subject);
  const examsLeft = learners.examsInPhrase ? [] : learners.exams.filter((e) => !contains(topic, e));
  const family = familyOf(subject, rawSub);
  const quals = uniqueClean(facts.qualifications, (q) => q.trim().replace(/\s+/g, ' '));
  const languages = uniqueClean(facts.languages, (l) => capitalize(clean(l)));
  return {
    person,
    full,
    ref: given ? namedSpeaker(given) : THEY,
    subject,
    role: roleOf(subject, rawSub, family),
    sub,
    subHasSubject: !!sub && contains(sub, subject),
    audience: subIsLearners ? (sub as string).replace(/^for\s+/i, '') : null,
    topic,
    topicIsSubject: contains(topic, subject),
    learners: learnersPhrase,
    learnersInSub: learners.fromSubDomain,
    exams: examsLeft.length ? joinList(examsLeft) : null,
    exp: experienceInWords(facts.experienceYears),
    city: clean(facts.city) ? capitalize(clean(facts.city)) : null,
    langs: languages.length ? joinList(languages) : null,
    credentials: quals.filter((q) => !TITLE.test(q)).map(qualification),
    titles: quals.filter((q) => TITLE.test(q)).map(qualification),
    kit: kitFor(family, subject, rawSub, learners.exams.length ? joinList(learners.exams) : null),
    answers: rankAnswers(facts.answers, person),
  };
}

const VARIANTS = [
  { build: learnersFirst, fillers: ['goals', 'pace', 'tip', 'bring', 'start', 'message'] },
  { build: approachFirst, fillers: ['tip', 'start', 'bring', 'goals', 'message', 'pace'] },
  { build: backgroundFirst, fillers: ['pace', 'bring', 'goals', 'start', 'tip', 'message'] },
] as const;

const words = (parts: Part[]) => countWords(parts.map((p) => p.text).join(' '));

/** Keeps every core fact, then fits the word range: extra answers out when long, honest filler in when short. */
function fit(parts: Part[], fillers: string[]): string {
  const chosen = parts.filter((p) => p.kind !== 'spare');
  while (words(chosen) > BIO_MAX_WORDS && chosen.some((p) => p.kind === 'more')) {
    chosen.splice(chosen.map((p) => p.kind).lastIndexOf('more'), 1);
  }
  const extra = [...parts.filter((p) => p.kind === 'spare').map((p) => p.text), ...fillers];
  while (words(chosen) < BIO_MIN_WORDS && extra.length) chosen.push({ text: extra.shift() as string, kind: 'more' });
  // Only very long typed facts get here: the last sentences go rather than a bio past the limit.
  while (words(chosen) > BIO_MAX_WORDS && chosen.length > 1) chosen.pop();
  return finish(chosen.map((p) => p.text).join(' '));
}

function finish(text: string): string {
  const tidy = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/\b(\w+)(\s+\1\b)+/gi, '$1')
    .trim();
  return fixArticles(tidy);
}

/** Three distinct bios of BIO_MIN_WORDS–BIO_MAX_WORDS words, each opening differently. */
export function writeBios(facts: BioFacts, person: BioPerson): string[] {
  const c = read(facts, person);
  const out: string[] = [];
  for (const { build, fillers } of VARIANTS) {
    const parts = build(c);
    let text = fit(parts, fillers.map((f) => FILLERS[f](c.kit, person)));
    if (out.includes(text)) text = fit(parts, [...fillers].reverse().map((f) => FILLERS[f](c.kit, person)));
    out.push(text);
  }
  return out;
}

/** Degrees, titles and claim words: a bio may use one only when the tutor's own facts contain it. */
const CLAIMS: RegExp[] = [
  /\b(?:B\.?Sc|M\.?Sc|B\.?A|M\.?A|MBA|Ph\.?D|B\.?Ed|M\.?Ed|B\.?Tech|M\.?Tech|B\.?Com|M\.?Com|BBA|BCA|MCA|LLB|LLM|CA|CPA|CFA|ACCA|PGCE|CELTA|DELTA|TEFL|TESOL|TKT|M\.?Phil|MBBS|NET)\b/g,
  /\b(?:certified|certification|certificates?|accredited|licensed|qualified|degrees?|diplomas?|doctorate|doctoral|master['’]?s|master of|bachelor['’]?s|bachelor of|graduated?|postgraduate|award-winning|awards?|awarded|medals?|medallist|champion(?:s|ship)?|topper|top-rated|renowned|acclaimed)\b/gi,
  /\bDr\.?(?=\s)/g,
  /\b\d[\d,]*\+?\s+(?:students|learners|pupils|children|kids|families)\b/gi,
  /\b(?:hundreds|thousands|dozens) of\b/gi,
];
const YEARS = /\b(\d+)\+?\s*(?:years?|yrs)\b/gi;
const claimKey = (s: string) => s.toLowerCase().replace(/[.\s'’]/g, '').replace(/(?<=\w{4})s$/, '');

/** Claims in `text` that the facts do not support: invented degrees, titles, awards, student counts or years. */
export function unsupportedClaims(text: string, facts: BioFacts): string[] {
  const source = [facts.fullName, facts.subject, facts.subDomain ?? '', ...facts.qualifications, ...facts.answers.map((a) => a.answer)].join('\n');
  const found: string[] = [];
  for (const re of CLAIMS) {
    const known = new Set([...source.matchAll(re)].map((m) => claimKey(m[0])));
    for (const m of text.matchAll(re)) if (!known.has(claimKey(m[0]))) found.push(m[0]);
  }
  const [lo, hi] = facts.experienceYears >= 11 ? [10, Infinity] : facts.experienceYears >= 6 ? [6, 10] : facts.experienceYears >= 3 ? [3, 5] : [1, 2];
  for (const m of text.matchAll(YEARS)) {
    const n = Number(m[1]);
    if ((n < lo || n > hi) && !source.includes(m[0])) found.push(m[0]);
  }
  return [...new Set(found)];
}

/** What is wrong with a bio by the rules the built-in writer keeps; empty when it may be shown. */
export function bioProblems(text: string, facts: BioFacts, person: BioPerson): string[] {
  const problems: string[] = [];
  const n = countWords(text);
  if (n < BIO_MIN_WORDS || n > BIO_MAX_WORDS) problems.push(`${n} words`);
  for (const claim of unsupportedClaims(text, facts)) problems.push(`unsupported "${claim}"`);
  const full = properName(facts.fullName);
  if (full.includes(' ') && text.toLowerCase().split(full.toLowerCase()).length > 2) problems.push('full name repeated');
  const doubled = text.match(/\b(\w+)\s+\1\b/i);
  if (doubled) problems.push(`doubled "${doubled[0]}"`);
  if (person === 'first' && !/\bI\b/.test(text)) problems.push('not in the first person');
  if (person === 'third' && /\b(I|I'm|my|me)\b/.test(text)) problems.push('not in the third person');
  return problems;
}

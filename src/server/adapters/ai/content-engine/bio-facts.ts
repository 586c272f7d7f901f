// What the built-in bio writer reads out of the tutor's free text: the learners served (boards,
// classes, audiences), the exams, the topic left once those are taken out, and the kind of subject.
import { joinList } from './text';

const BOARD = String.raw`CBSE|ICSE|ISC|HSC|SSC|IGCSE|GCSE|IB(?: DP| MYP| PYP)?|A[- ]?[Ll]evels?|AS[- ]?[Ll]evels?|O[- ]?[Ll]evels?|State [Bb]oard|Cambridge|Edexcel|AQA|NIOS`;
const GRADE = String.raw`(?:Class|Grade|Std\.?|Standard|Year)s?\s*\d{1,2}(?:th)?(?:\s*(?:–|-|—|to)\s*\d{1,2}(?:th)?)?`;
const EXAM = String.raw`JEE(?: Main| Advanced)?(?: and Advanced)?|NEET|IELTS|TOEFL|PTE|SAT|GRE|GMAT|DELF(?: [ABC][12](?:\s*[\/–-]\s*[ABC][12])?)?|DALF|DELE|JLPT|HSK|CUET|UPSC|CLAT|[Oo]lympiads?|board exams?`;

const AUDIENCES: { pattern: RegExp; label: (m: RegExpMatchArray, text: string) => string }[] = [
  { pattern: /\b(kids|children|young learners)\b/i, label: (m, text) => `${m[1].toLowerCase()}${ages(text)}` },
  { pattern: /\bteen(?:ager)?s\b/i, label: () => 'teenagers' },
  { pattern: /\b(working )?professionals\b/i, label: (m) => (m[1] ? 'working professionals' : 'professionals') },
  { pattern: /\b(university|college) students\b|\bundergraduates\b/i, label: () => 'university students' },
  { pattern: /\badults?\b/i, label: () => 'adults' },
  { pattern: /\bbeginners?\b/i, label: () => 'beginners' },
  { pattern: /\bintermediate (students|learners|players)\b/i, label: (m) => `intermediate ${m[1].toLowerCase()}` },
  { pattern: /\badvanced (students|learners|players)\b/i, label: (m) => `advanced ${m[1].toLowerCase()}` },
  { pattern: /\bclub players\b/i, label: () => 'club players' },
  { pattern: /\bschool (students|children|kids)\b/i, label: () => 'school students' },
];

function ages(text: string): string {
  const m = text.match(/\b(?:aged?|ages)\s*(\d{1,2})\s*(?:–|-|to)\s*(\d{1,2})\b/i);
  return m ? ` aged ${m[1]}–${m[2]}` : '';
}

// Compiled once: the writer must stay well under a few milliseconds per call.
const BOARD_G = new RegExp(String.raw`\b(?:${BOARD})\b`, 'g');
const EXAM_G = new RegExp(String.raw`\b(?:${EXAM})\b`, 'g');
const GRADE_I = new RegExp(GRADE, 'i');
const BOARD_OR_GRADE = new RegExp(String.raw`\b(?:${BOARD}|${GRADE})\b`, 'i');
const BOARD_OR_GRADE_G = new RegExp(String.raw`\b(?:${BOARD}|${GRADE})\b`, 'gi');
const LEADING_LEARNERS = new RegExp(String.raw`^(?:(?:${BOARD}|${GRADE})(?:\s*(?:,|and|&|\/)\s*|\s+))+`, 'i');

const uniq = (xs: string[]) => xs.filter((x, i) => xs.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i);
const allMatches = (re: RegExp, text: string) => uniq([...text.matchAll(re)].map((m) => m[0]));

/** The learners phrase, the exams named anywhere, and whether the phrase only restates the sub-domain. */
export type Learners = { phrase: string | null; exams: string[]; examsInPhrase: boolean; fromSubDomain: boolean };

/** "CBSE students in Class 9–12", "working professionals", "children aged 8–12"; exams apart. */
export function readLearners(subDomain: string, answers: string): Learners {
  const text = `${subDomain}\n${answers}`;
  const boards = allMatches(BOARD_G, text);
  const grade = (subDomain.match(GRADE_I) ?? answers.match(GRADE_I))?.[0] ?? null;
  const exams = allMatches(EXAM_G, text);
  // The sub-domain says who the tutor teaches; answers only when it does not ("I love teaching kids" is not a focus).
  const audiencesIn = (source: string) => uniq(AUDIENCES.flatMap(({ pattern, label }) => (source.match(pattern) ? [label(source.match(pattern)!, text)] : [])));
  const fromSub = audiencesIn(subDomain);
  const audiences = (fromSub.length ? fromSub : audiencesIn(answers)).slice(0, 2);
  const fromSubDomain = BOARD_OR_GRADE.test(subDomain) || AUDIENCES.some((a) => a.pattern.test(subDomain));
  let noun = audiences.length ? joinList(audiences) : boards.length || grade ? 'students' : null;
  if (!noun) {
    const examsOnly = exams.length > 0 && !exams.some((e) => subDomain.includes(e));
    return { phrase: examsOnly ? `students preparing for ${joinList(exams)}` : null, exams, examsInPhrase: examsOnly, fromSubDomain: false };
  }
  if (boards.length) noun = `${joinList(boards)} ${noun}`;
  if (grade) noun = `${noun} in ${grade}`;
  return { phrase: noun, exams, examsInPhrase: false, fromSubDomain };
}

const LEARNER_WORDS = /\b(kids|children|young|learners?|students?|players|club|teen(ager)?s|working|professionals|university|college|undergraduates?|adults?|beginners?|intermediate|advanced|school|aged?|ages|years?|old|and|or|to|from|the|\d+)\b/gi;
/** "for working professionals", "Kids aged 5-7": nothing but boards, classes and audiences. */
const onlyLearners = (text: string) => !text.replace(BOARD_OR_GRADE_G, '').replace(LEARNER_WORDS, '').replace(/[\s,:;–&/+-]+/g, '');

/**
 * The sub-domain without the learners it names: "CBSE Class 9–12 algebra and calculus" → "algebra and
 * calculus"; null when it names only learners ("for beginners").
 */
export function readTopic(subDomain: string): string | null {
  let topic = subDomain.trim().replace(LEADING_LEARNERS, '');
  topic = topic.replace(/^([^:–]+?)\s*[:–]\s+/, (m, head: string) => (onlyLearners(head) ? '' : m));
  const tail = topic.match(/(?:^|\s+)(?:for|to)\s+(.+)$/i);
  if (tail && onlyLearners(tail[1])) topic = topic.slice(0, tail.index);
  // "commerce: accountancy and business studies" reads in a sentence as its specific part.
  topic = topic.replace(/^[^:]{1,40}:\s+(?=\S)/, '').trim();
  return topic.length > 1 && !onlyLearners(topic) ? topic : null;
}

/** Words of subject names that are ordinary nouns in a sentence: "Spoken English" → "spoken English". */
const COMMON = new Set(
  ('mathematics maths math algebra calculus geometry trigonometry arithmetic statistics physics chemistry biology science sciences ' +
    'spoken creative writing reading literature grammar conversation conversational communication public speaking phonics essay ' +
    'violin piano guitar vocal vocals singing music flute drums tabla keyboard cello sitar veena mridangam ukulele theory ' +
    'chess coding programming web development data computer machine learning design graphic photography art drawing painting ' +
    'dance yoga fitness economics accounting accountancy business studies history geography social political psychology ' +
    'philosophy law finance marketing management humanities olympiad competitive exam exams preparation prep skills basics ' +
    'beginners kids children teenagers teens students learners players applicants professionals adults advanced intermediate ' +
    'basic training coaching tutoring opening openings ' +
    'lessons classes for and with of the to in on').split(' '),
);

/** Names that keep their capital even as the first word of a sub-domain. */
const PROPER = /^(English|French|German|Spanish|Hindi|Tamil|Telugu|Kannada|Malayalam|Marathi|Bengali|Gujarati|Punjabi|Urdu|Sanskrit|Japanese|Mandarin|Chinese|Korean|Arabic|Italian|Portuguese|Russian|Indian|Western|European|Carnatic|Hindustani|Vedic|British|American|Python|Java|JavaScript|TypeScript|Excel|Scratch|Android|Unity|Trinity|Suzuki|Kumon|Montessori|Cambridge|Oxford|Bharatanatyam|Kathak|Kuchipudi|Odissi)$/;

/** Sets a subject or sub-domain inside a sentence: ordinary words lower-cased, names and acronyms kept. */
export function asProse(phrase: string): string {
  const text = phrase.trim().replace(/(\d)\s*-\s*(\d)/g, '$1–$2');
  // Exam names keep their capitals: "JEE Main and Advanced".
  const kept = [...text.matchAll(EXAM_G)].map((m) => [m.index, m.index + m[0].length]);
  const inExam = (at: number) => kept.some(([from, to]) => at >= from && at < to);
  return text
    .replace(/\b[A-Z][a-z]+\b/g, (w, at: number) => (COMMON.has(w.toLowerCase()) && !inExam(at) ? w.toLowerCase() : w))
    .replace(/^[A-Z][a-z]+\b(?!\s*\d)/, (w) => (PROPER.test(w) || inExam(0) ? w : w.toLowerCase()));
}

export type Family = 'maths' | 'science' | 'language' | 'music' | 'programming' | 'chess' | 'general';

const FAMILIES: [Family, RegExp][] = [
  ['chess', /\bchess\b/],
  ['music', /violin|veena|guitar|piano|keyboard|vocal|singing|carnatic|hindustani|tabla|flute|drums|sitar|mridangam|ukulele|music|cello|dance|bharatanatyam|kathak|kuchipudi|odissi|ballet|salsa/],
  ['programming', /python|java|coding|programming|computer science|web development|c\+\+|scratch|data science|\bsql\b/],
  ['language', /english|french|german|spanish|hindi|tamil|japanese|mandarin|chinese|arabic|sanskrit|ielts|toefl|delf|spoken|grammar|language|\bpte\b|korean|italian|urdu|telugu|kannada|malayalam|bengali|marathi/],
  ['maths', /math|algebra|calculus|geometry|statistics|trigonometry|arithmetic/],
  ['science', /physics|chemistry|biology|science/],
];

export const familyOf = (subject: string, subDomain: string): Family =>
  FAMILIES.find(([, re]) => re.test(`${subject} ${subDomain}`.toLowerCase()))?.[0] ?? 'general';

/** "tutor", or the word people use for the subject: a chess coach, a violin teacher, an IELTS trainer. */
export function roleOf(subject: string, subDomain: string, family: Family): string {
  const text = `${subject} ${subDomain}`.toLowerCase();
  if (/\b(ielts|toefl|pte|gre|gmat)\b/.test(text)) return 'trainer';
  if (family === 'chess' || /spoken|communication|public speaking|interview|fitness|yoga/.test(text)) return 'coach';
  if (family === 'music' || /\b(art|drawing|painting)\b/.test(text)) return 'teacher';
  return 'tutor';
}

/** One sentence of the tutor's answers, tidied, ranked by how well it reads as a fact in a bio. */
export type Candidate = { text: string; opensWithSelf: boolean; score: number };

const CONCRETE = /\d|\b(quiz|quizzes|worksheets?|papers?|games?|projects?|exercises?|examples?|recordings?|homework|tests?|feedback|problems?|conversations?|role-plays?|stories|songs?|puzzles?|videos?|diagrams?|notes|drills?|scales|ragas?|openings?|endgames?|code)\b/i;

function tidy(sentence: string): string {
  let s = sentence.trim().replace(/\s+/g, ' ').replace(/^["'“‘]+|["'”’]+$/g, '');
  s = s.replace(/^(?:(?:and|also|so|basically|honestly|well|yes|personally|actually|firstly|secondly|lastly|finally)\s*,?\s+)+/i, '');
  s = s.replace(/(^|\s)i(?=['’\s])/g, '$1I').replace(/!+$/, '.');
  if (!/[.]$/.test(s)) s = `${s.replace(/[,;:\s]+$/, '')}.`;
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** A full stop and a space, unless the stop ends an abbreviation ("e.g.", "M.Sc."). */
const SENTENCE_END = /(?<!\b(?:e\.g|i\.e|etc|vs|approx|Dr|Mr|Mrs|Ms|Prof|St|No|[A-Z][a-z]?\.[A-Za-z]{1,3}))(?<=[.?])\s+(?=["“‘(]?[A-Za-z])|\n+/;

const INTRO_THEN_I = /^(?:Before|After|In|At|During|For|With|When|Whenever|Every|Each|Once|On|If|From|Throughout)\b[^.;:]{2,60}?,?\s+I\s+[a-z]/;

const leansOnEarlier = (text: string) =>
  /^(This|That|It|They|These|Those|Them|He|She|Then|But)\b/.test(text) ||
  (/\bthem\b/.test(text) && !/\b(students|kids|children|learners|pupils|players|people|everyone|parents)\b[^]*\bthem\b/.test(text));

export function rankAnswers(answers: { answer: string }[], person: 'first' | 'third'): Candidate[] {
  const seen = new Set<string>();
  const out: (Candidate & { order: number; dangling: boolean })[] = [];
  for (const raw of answers.flatMap((a) => a.answer.replace(/!+/g, '.').split(SENTENCE_END))) {
    const text = tidy(raw);
    const n = text.split(' ').length;
    if (n < 5 || n > 40 || text.includes('?') || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    const opensWithSelf = /^(I\s+[a-z]|I['’](m|ve|ll|d)\s|My\s)/.test(text) || INTRO_THEN_I.test(text);
    let score = opensWithSelf ? 3 : /^(By|Through)\s|^[A-Z][a-z]+ing\b/.test(text) ? 1 : 0;
    if (n >= 6 && n <= 28) score += 2;
    if (CONCRETE.test(text)) score += 1;
    if (person === 'third') {
      score -= 2 * (text.slice(2).match(/\b(I|me|my|myself|we|us|our)\b/g) ?? []).length;
      if (/\b(you|your)\b/i.test(text) || /^We\s/.test(text)) score -= 3;
    }
    out.push({ text, opensWithSelf, score, order: out.length, dangling: leansOnEarlier(text) });
  }
  // A sentence that leans on an earlier one ("We read them aloud") is used only when nothing else is left.
  const usable = out.some((c) => !c.dangling) ? out.filter((c) => !c.dangling) : out;
  return usable.sort((a, b) => b.score - a.score || a.order - b.order).map(({ text, opensWithSelf, score }) => ({ text, opensWithSelf, score }));
}

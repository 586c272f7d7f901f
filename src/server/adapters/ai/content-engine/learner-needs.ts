// What the tutor's additional notes ask of a lesson plan ("visual learner", "exam in 2 weeks", "weak on
// fractions", "ADHD") and what the student's last summary left to fix, each read into something a plan acts on.
import { cleanFocus, issueOf, type Issue } from './note-issues';
import { polarityOf } from './note-polarity';
import { sentences, unpunctuate } from './text';

/** When the exam is, as said in a sentence ("in 2 weeks", "on Friday"), and in days when that can be told. */
export type Exam = { name: string; when: string | null; days: number | null; isSoon: boolean };

const EXAM_NAMES: [RegExp, string][] = [
  [/^gcse/i, 'GCSE exam'],
  [/^a[- ]level/i, 'A-level exam'],
  [/^sats?$/i, 'SATs'],
  [/^mock/i, 'mock exam'],
  [/^tests?$/i, 'test'],
  [/^quiz$/i, 'quiz'],
  [/^finals$/i, 'finals'],
  [/^midterm/i, 'midterm'],
];

export type LearnerNeeds = {
  visual: boolean;
  auditory: boolean;
  kinaesthetic: boolean;
  exam: Exam | null;
  /** Areas the notes call weak, as noun phrases. */
  weakAreas: string[];
  /** What the tutor asks the lesson to focus on. */
  focus: string[];
  shortAttention: boolean;
  /** The student's own language, when named ("Spanish"); `eal` when English is an additional language. */
  language: string | null;
  eal: boolean;
  dyslexia: boolean;
  anxiety: boolean;
  stretch: boolean;
  /** What the student likes, to draw examples from ("football"). */
  interests: string[];
  /** Notes that asked for nothing the plan can act on, kept to be shown once. */
  other: string[];
};

const NUMBER: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2, few: 3 };
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };
const LANGUAGES =
  'spanish|french|german|mandarin|chinese|arabic|hindi|urdu|portuguese|italian|polish|russian|japanese|korean|turkish|bengali|punjabi|tamil|vietnamese|ukrainian|romanian|dutch|greek|swahili|tagalog|farsi|persian|somali|cantonese';

const CUES = {
  visual: /\bvisual(?:ly)?\b|\bdiagrams?\b|\bpictures?\b|\bimages?\b|\bmind ?maps?\b|\bcolou?r[- ]cod|\b(?:loves|likes|enjoys) (?:drawing|art|sketching|doodling)\b/i,
  auditory: /\baud(?:itory|io)\b|\blisten\w*\b|\bverbal(?:ly)?\b|\btalk(?:ing)? (?:it |things )?through\b|\bdiscussion\b|\b(?:read|reading) aloud\b/i,
  kinaesthetic: /\bkin(?:a)?esthetic\b|\bhands[- ]on\b|\bpractical\b|\bmanipulatives?\b|\bmov(?:e|ing) around\b|\bactive learn/i,
  exam: /\b(?:exams?|tests?|gcses?|a[- ]levels?|sats?|mocks?|finals|midterms?|quiz)\b/i,
  shortAttention: /\badhd\b|\battention\b|\bconcentrat\w*\b|\bdistract\w*\b|\bfidget\w*\b|\bshort (?:bursts|tasks|sessions)\b|\brestless\b|\bhard to (?:focus|sit still)\b|\bstruggles? to focus\b/i,
  eal: /\b(?:eal|esl|ell)\b|\benglish (?:is|as) (?:a|an|his|her|their) (?:second|additional|2nd) language\b|\bnon-native\b|\bnew to english\b/i,
  dyslexia: /\bdyslexi\w*\b|\bdyspraxi\w*\b/i,
  anxiety: /\banxi\w*\b|\bnervous\b|\blow confidence\b|\black(?:s|ing)? confidence\b|\bshy\b|\bself[- ]esteem\b|\bworried\b|\bconfidence\b/i,
  stretch: /\b(?:advanced|gifted|stretch|ahead of|extension|more able|high[- ]achiev\w*|quick learner|needs? (?:more )?challenge)\b/i,
};
const INTEREST = /\b(?:loves|likes|enjoys|is into|really into|(?:a |big )?fan of|interested in|passionate about|keen on)\s+(.+)/i;
const FOCUS = /^(?:please\s+)?(?:focus|concentrate|emphasi[sz]e|emphasis)\s+(?:on|upon)?\s*(.+)|\b(?:want|wants|would like|like|need|needs)\s+to\s+(?:focus|concentrate|work)\s+on\s+(.+)/i;

function examOf(sentence: string): Exam | null {
  const said = CUES.exam.exec(sentence)?.[0];
  if (!said) return null;
  const name = EXAM_NAMES.find(([p]) => p.test(said))?.[1] ?? 'exam';
  const at = timeOf(sentence);
  return { name, ...at };
}

function timeOf(sentence: string): Omit<Exam, 'name'> {
  const inN = /\b(?:in|within)\s+(?:about\s+)?(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)\s+(days?|weeks?|months?)\b/i.exec(sentence);
  if (inN) {
    const n = /^\d+$/.test(inN[1]) ? Number(inN[1]) : (NUMBER[inN[1].toLowerCase().replace(/^a (?:couple|few) of$/, (m) => m.split(' ')[1])] ?? 1);
    const unit = inN[2].toLowerCase().replace(/s$/, '');
    const days = n * UNIT_DAYS[unit];
    return { when: `in ${n} ${unit}${n === 1 ? '' : 's'}`, days, isSoon: days <= 7 };
  }
  if (/\btomorrow\b/i.test(sentence)) return { when: 'tomorrow', days: 1, isSoon: true };
  const next = /\bnext (week|month)\b/i.exec(sentence);
  if (next) return { when: `next ${next[1].toLowerCase()}`, days: UNIT_DAYS[next[1].toLowerCase()], isSoon: next[1].toLowerCase() === 'week' };
  const day = /\b(?:on|this|next)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.exec(sentence);
  if (day) return { when: `on ${day[1][0].toUpperCase()}${day[1].slice(1).toLowerCase()}`, days: null, isSoon: true };
  return { when: null, days: null, isSoon: false };
}

const LANGUAGE = new RegExp(
  `\\b(?:speaks?|prefers?|in|first language(?: is)?|native language(?: is)?|mother tongue(?: is)?|home language(?: is)?)\\s+(${LANGUAGES})\\b`,
  'i',
);

/** Records what one sentence of the notes asks for; false when it asks for nothing the plan can act on. */
function readSentence(sentence: string, needs: LearnerNeeds): boolean {
  let acted = false;
  for (const key of ['visual', 'auditory', 'kinaesthetic', 'shortAttention', 'eal', 'dyslexia', 'anxiety', 'stretch'] as const) {
    if (CUES[key].test(sentence)) needs[key] = acted = true;
  }
  const exam = examOf(sentence);
  if (exam) {
    if (exam.days !== null || !needs.exam) needs.exam = exam;
    acted = true;
  }
  const language = LANGUAGE.exec(sentence);
  if (language) {
    needs.language = language[1][0].toUpperCase() + language[1].slice(1).toLowerCase();
    acted = true;
  }
  const interest = INTEREST.exec(sentence);
  const liked = interest && cleanFocus(interest[1]);
  if (liked && !/^(?:drawing|art|sketching|doodling|to\b)/i.test(liked)) {
    needs.interests.push(liked);
    acted = true;
  }
  const focus = FOCUS.exec(sentence);
  const focusText = focus && cleanFocus(focus[1] ?? focus[2]);
  if (focusText && !CUES.shortAttention.test(sentence)) {
    needs.focus.push(focusText);
    return true;
  }
  if (!CUES.shortAttention.test(sentence) && !exam && polarityOf(sentence) === 'difficulty') {
    const weak = issueOf(sentence, false).focus;
    if (weak) {
      needs.weakAreas.push(weak);
      return true;
    }
  }
  return acted;
}

export function readNeeds(notes: string | null | undefined): LearnerNeeds {
  const needs: LearnerNeeds = {
    visual: false, auditory: false, kinaesthetic: false, exam: null, weakAreas: [], focus: [], shortAttention: false,
    language: null, eal: false, dyslexia: false, anxiety: false, stretch: false, interests: [], other: [],
  };
  for (const sentence of sentences(notes)) {
    const acted = readSentence(sentence, needs);
    if (!acted) needs.other.push(unpunctuate(sentence));
  }
  // A plan acts on a few of each; a long list would swamp the sections it changes.
  for (const key of ['weakAreas', 'focus', 'interests'] as const) needs[key] = [...new Set(needs[key])].slice(0, 3);
  return needs;
}

/** A gap the last summary recorded, as a short phrase: "sign errors in completing the square". */
export function gapOf(item: string): string | null {
  const text = unpunctuate(item);
  if (/^(?:no |nothing |how .* went)/i.test(text)) return null;
  const colon = /^([^:]{2,60}):\s+(.+)$/.exec(text);
  const topic = colon ? colon[1].trim() : null;
  const note = colon ? colon[2] : text;
  if (polarityOf(note) === 'neutral' || polarityOf(note) === 'success') return null;
  return gapPhrase(issueOf(note, polarityOf(note) === 'partial'), topic);
}

function gapPhrase(issue: Issue, topic: string | null): string | null {
  const about = issue.focus ?? (topic ? topic[0].toLowerCase() + topic.slice(1) : null);
  if (!about && !issue.pair) return null;
  switch (issue.kind) {
    case 'errors':
      return `${issue.errors && issue.errors !== 'the same mistakes' ? issue.errors : 'mistakes'} in ${about}`;
    case 'confusion':
      return issue.pair ? `telling ${issue.pair[0]} and ${issue.pair[1]} apart` : `${about} (mixed up)`;
    case 'recall':
      return `recalling ${about}`;
    case 'support':
      return `${about} without prompts`;
    case 'pace':
      return `speed in ${about}`;
    case 'understanding':
      return about;
  }
}

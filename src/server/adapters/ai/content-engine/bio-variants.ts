// The three shapes of a built-in bio: opening with the learners served, with the teaching approach,
// or with the tutor's background. Each returns sentences marked as core facts or optional extras.
import { capitalize, conjugate, namedSpeaker, toFirstPerson, toThirdPerson, withArticle, type Speaker } from './bio-english';
import type { Candidate } from './bio-facts';
import type { Kit } from './bio-fillers';
import { joinList } from './text';

/** What the writer knows, already set as prose. */
export type Ctx = {
  person: 'first' | 'third';
  full: string;
  /** Who the sentences after the opening are about: the first name. */
  ref: Speaker;
  subject: string;
  role: string;
  sub: string | null;
  subHasSubject: boolean;
  /** The sub-domain when it names only learners ("kids aged 5–7"), without a leading "for". */
  audience: string | null;
  topic: string;
  topicIsSubject: boolean;
  learners: string | null;
  /** The learners phrase only restates the sub-domain. */
  learnersInSub: boolean;
  exams: string | null;
  exp: string;
  city: string | null;
  langs: string | null;
  /** Degrees and certificates ("an M.Sc Mathematics"), and titles held ("a FIDE Instructor"). */
  credentials: string[];
  titles: string[];
  kit: Kit;
  answers: Candidate[];
};

export type Part = { text: string; kind: 'core' | 'more' | 'spare' };

const first = (c: Ctx) => c.person === 'first';
const R = (c: Ctx) => (first(c) ? 'I' : capitalize(c.ref.subject));
const v = (c: Ctx, verb: string) => (first(c) ? (verb === 'be' ? 'am' : verb) : conjugate(verb === 'be' ? 'am' : verb, c.ref.plural));
const poss = (c: Ctx) => (first(c) ? 'My' : capitalize(c.ref.possessive));
const where = (c: Ctx) => (c.city ? ` based in ${c.city}` : '');
/** "a mathematics tutor"; just "a coach" when the same sentence already names the subject. */
const rolePhrase = (c: Ctx, bare = false) => withArticle(bare ? c.role : `${c.subject} ${c.role}`);
const part = (text: string | null | false, kind: Part['kind'] = 'core'): Part[] => (text ? [{ text, kind }] : []);

/** "holds an M.Sc Mathematics and a B.Ed", "is a FIDE Instructor", or both. */
function holds(c: Ctx): string | null {
  const bits = [c.credentials.length && `${v(c, 'hold')} ${joinList(c.credentials)}`, c.titles.length && `${v(c, 'be')} ${joinList(c.titles)}`];
  return bits.filter(Boolean).join(' and ') || null;
}

function answer(c: Ctx, index: number): string | null {
  const a = c.answers[index];
  if (!a) return null;
  return first(c) ? toFirstPerson(a.text) : toThirdPerson(a.text, c.ref);
}

/** The tutor's own words: the first is a core fact when `required`, the second optional, the rest spare. */
function answerParts(c: Ctx, order: number[], required: boolean): Part[] {
  return order
    .map((i) => answer(c, i))
    .filter((t): t is string => !!t)
    .map((text, n) => ({ text, kind: n === 0 && required ? 'core' : n <= 1 ? 'more' : 'spare' }));
}

export function learnersFirst(c: Ctx): Part[] {
  const role = c.topicIsSubject && !c.city ? '' : `, ${rolePhrase(c, c.topicIsSubject)}${where(c)}`;
  const held = holds(c);
  if (first(c)) {
    return [
      ...part(c.learners ? `I teach ${c.topic} to ${c.learners}.` : `I teach ${c.topic} in one-to-one lessons online.`),
      ...part(role ? `I'm ${c.full}${role}, with ${c.exp} of experience.` : `I'm ${c.full}, and I have ${c.exp} of experience.`),
      ...part(held && `I ${held}.`),
      ...part(c.exams && `I also help students prepare for ${c.exams}.`),
      ...answerParts(c, [0, 1, 2], true),
      ...part(c.langs && `I teach in ${c.langs}.`),
    ];
  }
  const who = c.learners ? `${capitalize(c.learners)} ${c.kit.gerund} ${c.topic}` : `Students looking for help with ${c.topic}`;
  return [
    ...part(`${who} can book one-to-one lessons with ${c.full}${role}.`),
    ...part(`${R(c)} ${v(c, 'have')} ${c.exp} of experience in ${c.subject}${held ? ` and ${held}` : ''}.`),
    ...part(c.exams && `Lessons also cover preparation for ${c.exams}.`),
    ...answerParts(c, [0, 1, 2], true),
    ...part(c.langs && `Lessons are taught in ${c.langs}.`),
  ];
}

export function approachFirst(c: Ctx): Part[] {
  const lead = c.answers[0];
  const fromAnswer = !!lead && (first(c) || lead.opensWithSelf);
  const focus = c.audience ? `${c.subject} to ${c.audience}` : c.sub ? (c.subHasSubject ? c.sub : `${c.subject}, with a focus on ${c.sub}`) : c.subject;
  const opening: string[] = [];
  if (first(c)) {
    if (fromAnswer) {
      const rest = !c.sub ? '' : c.subHasSubject || c.audience ? `, and I teach ${focus}` : `, and my lessons focus on ${c.sub}`;
      opening.push(toFirstPerson(lead.text), `I'm ${c.full}, ${rolePhrase(c, (c.subHasSubject || !!c.audience) && !!rest)}${where(c)}${rest}.`);
    } else {
      opening.push(`I'm ${c.full}, ${rolePhrase(c)}${where(c)}.`);
      if (c.audience) opening.push(`My ${c.subject} lessons are for ${c.audience}.`);
      else if (c.sub) opening.push(`My ${c.subHasSubject ? '' : `${c.subject} `}lessons focus on ${c.sub}.`);
    }
  } else if (fromAnswer) {
    opening.push(toThirdPerson(lead.text, namedSpeaker(c.full)), `${c.city ? `Based in ${c.city}, ${c.ref.subject}` : R(c)} ${v(c, 'teach')} ${focus}.`);
  } else if (c.audience) {
    opening.push(`${c.full} ${v(c, 'teach')} ${focus}.`);
    if (c.city) opening.push(`${R(c)} ${v(c, 'be')} based in ${c.city}.`);
  } else if (c.sub) {
    opening.push(`${c.full}'s ${c.subHasSubject ? '' : `${c.subject} `}lessons focus on ${c.sub}.`);
    if (c.city) opening.push(`${R(c)} ${v(c, 'be')} based in ${c.city}.`);
  } else {
    opening.push(`${c.full} is ${rolePhrase(c)}${where(c)}.`);
  }
  const background = first(c)
    ? `I have ${c.exp} of experience in ${c.subject}${holds(c) ? ` and ${holds(c)}` : ''}.`
    : `${poss(c)} background includes ${c.exp} of experience in ${c.subject}${c.credentials.length ? `, along with ${joinList(c.credentials)}` : ''}.`;
  const learners =
    c.learners && !(c.sub && c.learnersInSub)
      ? `${first(c) ? 'I teach' : 'Lessons are aimed at'} ${c.learners}${c.exams ? `, including those preparing for ${c.exams}` : ''}.`
      : c.exams && `${R(c)} also ${v(c, 'help')} students prepare for ${c.exams}.`;
  return [
    ...opening.map((text): Part => ({ text, kind: 'core' })),
    ...part(background),
    ...part(!first(c) && c.titles.length > 0 && `${R(c)} ${v(c, 'be')} also ${joinList(c.titles)}.`),
    ...part(learners),
    ...answerParts(c, fromAnswer ? [1, 2] : [0, 1, 2], !fromAnswer),
    ...part(c.langs && (first(c) ? `Lessons are in ${c.langs}.` : `Sessions are in ${c.langs}.`)),
  ];
}

export function backgroundFirst(c: Ctx): Part[] {
  const withWhat = joinList([...c.credentials, `${c.exp} of experience`]);
  const titles = joinList(c.titles);
  let opening: string;
  if (first(c)) {
    opening = c.credentials.length
      ? `With ${withWhat}, I teach ${c.subject} online${c.city ? ` from ${c.city}` : ''}.`
      : `I have ${c.exp} of experience in ${c.subject} and teach online${c.city ? ` from ${c.city}` : ''}.`;
  } else if (c.credentials.length) {
    opening = `With ${withWhat}, ${c.full} is ${rolePhrase(c)}${where(c)}.`;
  } else {
    const named = c.titles.length ? `${c.full}, ${titles},` : c.full;
    opening = `${named} has ${c.exp} of experience in ${c.subject}${c.city ? ` and is based in ${c.city}` : ''}.`;
  }
  const titlesLater = c.titles.length && (first(c) || c.credentials.length) ? `${R(c)} ${v(c, 'be')} also ${titles}.` : null;
  return [
    ...part(opening),
    ...part(titlesLater),
    ...part(c.sub && (c.audience ? `${poss(c)} lessons are for ${c.audience}.` : `${poss(c)} lessons centre on ${c.sub}.`)),
    ...part(!c.sub && c.learners && `${R(c)} ${v(c, 'work')} with ${c.learners}.`),
    ...part(c.exams && `${R(c)} also ${v(c, 'prepare')} students for ${c.exams}.`),
    ...answerParts(c, [0, 1, 2], true),
    ...part(c.langs && `Lessons run in ${c.langs}.`),
  ];
}

// Honest sentences that lengthen a bio built from thin facts: about the subject and about one-to-one
// online lessons in general, never about the tutor's record.
import type { Family } from './bio-facts';

export type Kit = {
  /** How learners relate to the topic: "working on algebra", "learning Carnatic violin". */
  gerund: 'working on' | 'learning';
  goals: [string, string];
  bring: (who: 'they' | 'you') => string;
  tip: string;
};

export function kitFor(family: Family, subject: string, subDomain: string, exams: string | null): Kit {
  const text = `${subject} ${subDomain}`;
  const practice = /vocal|singing|voice/i.test(text) ? 'singing' : /dance|bharatanatyam|kathak|kuchipudi|odissi|ballet|salsa/i.test(text) ? 'dancing' : 'playing';
  const kit = KITS[family](subject, practice);
  if (exams) kit.goals = [kit.goals[0], `preparing for ${exams}`];
  return kit;
}

const KITS: Record<Family, (subject: string, practice: string) => Kit> = {
  maths: (s) => ({
    gerund: 'working on',
    goals: ['catching up on the basics', 'getting ready for an exam'],
    bring: () => 'homework questions or past papers',
    tip: `In ${s}, steady practice on well-chosen problems usually matters more than speed.`,
  }),
  science: (s) => ({
    gerund: 'working on',
    goals: ['making sense of a difficult chapter', 'getting ready for an exam'],
    bring: () => 'homework questions or past papers',
    tip: `Linking each idea in ${s} to something that can be seen or worked out makes it much easier to remember.`,
  }),
  language: () => ({
    gerund: 'learning',
    goals: ['holding everyday conversations', 'getting ready for an exam'],
    bring: (who) => `texts, emails or conversations ${who} want to practise`,
    tip: 'Speaking regularly, even for a few minutes at a time, is what builds confidence in a language.',
  }),
  music: (_s, practice) => ({
    gerund: 'learning',
    goals: ['learning a first piece', 'preparing for a performance'],
    bring: (who) => `the pieces ${who} are working on`,
    tip: `Short, regular practice between lessons is what moves ${practice} forward.`,
  }),
  programming: () => ({
    gerund: 'learning',
    goals: ['writing a first program', 'building a small project'],
    bring: (who) => `code ${who} are stuck on`,
    tip: 'Writing and running real code is the quickest way to make programming ideas stick.',
  }),
  chess: () => ({
    gerund: 'learning',
    goals: ['learning the basics', 'preparing for tournaments'],
    bring: (who) => `games ${who} have played`,
    tip: "Going back over one's own games is one of the surest ways to improve at chess.",
  }),
  general: (s) => ({
    gerund: 'learning',
    goals: ['building the basics', 'going further'],
    bring: (who) => `${who === 'you' ? 'your' : 'their'} own questions or material`,
    tip: `Regular practice between lessons helps new ideas in ${s} stick.`,
  }),
};

type Person = 'first' | 'third';
export const FILLERS: Record<'goals' | 'pace' | 'tip' | 'bring' | 'start' | 'message', (kit: Kit, person: Person) => string> = {
  goals: (k, p) =>
    p === 'first'
      ? `Whether your aim is ${k.goals[0]} or ${k.goals[1]}, we can shape the lessons around it.`
      : `Whether the aim is ${k.goals[0]} or ${k.goals[1]}, lessons can be shaped around it.`,
  pace: (_k, p) =>
    p === 'first'
      ? 'Because lessons are one-to-one and online, we can follow your pace rather than a fixed syllabus.'
      : 'Because every lesson is one-to-one and online, the pace can follow the student rather than a fixed syllabus.',
  tip: (k) => k.tip,
  bring: (k, p) =>
    p === 'first' ? `Feel free to bring ${k.bring('you')} to a session.` : `Bringing ${k.bring('they')} to a session is a good way to make the most of the time.`,
  start: (_k, p) =>
    p === 'first'
      ? 'In a first lesson, we can talk through your goals and agree on where to start.'
      : 'A first lesson is a good time to talk through goals and agree on where to start.',
  message: (_k, p) =>
    p === 'first'
      ? 'You are welcome to message me before booking to check that my lessons fit what you need.'
      : 'Students can send a message before booking to check that the lessons fit what they need.',
};

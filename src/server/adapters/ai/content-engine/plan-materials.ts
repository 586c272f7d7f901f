// Materials and the check for understanding: by the topic's kind and the grade level, plus what the notes ask for.
import type { PlanContext } from './plan-context';
import { goodExample } from './plan-objectives';
import type { LevelId } from './plan-levels';
import type { TopicKind } from './topic-kind';

/** Skills have their own model (skillModel). */
type ByKind = (c: PlanContext) => Record<Exclude<TopicKind, 'skill'>, string>;

const CORE: Record<LevelId, ByKind> = {
  elementary: ({ shape: s }) => ({
    concept: `Picture cards and a simple labelled diagram of ${s.phrase}`,
    procedure: `Objects or pictures to model ${s.doing} step by step`,
    text: `A copy of ${s.phrase} (or the pages being read) with key words highlighted`,
  }),
  middle: ({ shape: s }) => ({
    concept: `A labelled diagram of ${s.phrase} and a guided notes sheet with gaps to fill in`,
    procedure: `Three worked examples of ${s.doing}, from easy to hard`,
    text: `A copy of ${s.phrase} (or the extract being studied) with space for annotations`,
  }),
  high: ({ shape: s }) => ({
    concept: `A labelled diagram of ${s.phrase} and a key-terms list with definitions`,
    procedure: `Worked examples of ${s.doing} and a method sheet with the key steps`,
    text: `An annotated copy of ${s.phrase} (or the extract being studied) and a list of key quotations`,
  }),
  college: ({ shape: s }) => ({
    concept: `A short reading or lecture notes on ${s.phrase}`,
    procedure: `Worked solutions of ${s.doing}, including one non-routine case`,
    text: `The text of ${s.phrase} and one short critical essay on it`,
  }),
  adult: ({ shape: s }) => ({
    concept: `A one-page summary of ${s.phrase} with real-world examples`,
    procedure: `Worked examples of ${s.doing} using everyday figures`,
    text: `A copy of ${s.phrase} with the key passages marked`,
  }),
};

function skillModel(c: PlanContext): string {
  const s = c.shape;
  if (s.isUsage) return `A rules sheet for ${s.doing}, with examples`;
  const checklist = c.level.id === 'elementary' ? 'a picture checklist' : 'a success checklist';
  if (s.product) return /^(?:a|an)\s/i.test(s.product) ? `A model ${s.product.replace(/^(?:a|an)\s+/i, '')} and ${checklist}` : `Model ${s.product} and ${checklist}`;
  return `A model example of ${goodExample(s)} (a short text, recording or video) and ${checklist}`;
}

const PRACTICE: Record<LevelId, (c: PlanContext) => string> = {
  elementary: (c) => `Illustrated worksheet with ${c.level.questions} short questions on ${c.about}`,
  middle: (c) => `Practice worksheet on ${c.about}, graded from easy to hard`,
  high: (c) => (c.shape.kind === 'text' ? `Extract-based questions on ${c.about} in the style of the exam` : `Problem set on ${c.about} in three difficulty tiers`),
  college: (c) => (c.shape.kind === 'text' ? `Discussion questions on ${c.about} that invite competing readings` : `A problem set or case study on ${c.about}`),
  adult: (c) => (c.shape.kind === 'concept' ? `A real-world scenario where ${c.about} applies, with a checklist` : `A practical scenario that calls for ${c.about}, with a checklist`),
};

const CHECK_MATERIAL: Record<LevelId, (c: PlanContext) => string> = {
  elementary: () => 'Mini whiteboard and pens for show-me answers',
  middle: () => 'An exit ticket with four questions',
  high: (c) => `One past exam question on ${c.about} with its mark scheme`,
  college: () => 'Follow-up "why" questions for the oral check',
  adult: () => 'A checklist for talking through the practical task',
};

function needsMaterials(c: PlanContext): string[] {
  const { needs: n, shape: s } = c;
  const visual: Record<TopicKind, string> = {
    concept: `A mind-map template for building a visual summary of ${s.phrase}`,
    procedure: `Colour-coded step cards showing each step of ${s.doing}`,
    skill: 'A colour-coded copy of the model, marking each feature on the checklist',
    text: `A visual map of ${s.phrase}: ${s.textForm === 'poem' ? 'images, ideas and tone' : 'characters, events and themes'}`,
  };
  return [
    ...(c.gaps.length ? [`Warm-up questions on last session's ${c.gaps.length > 1 ? 'gaps' : 'gap'}`] : []),
    ...(n.weakAreas.length ? [`Three targeted warm-up questions on ${n.weakAreas.join(' and ')}`] : []),
    ...(n.visual ? [visual[s.kind]] : []),
    ...(n.kinaesthetic ? [`Cards to sort and sequence (${s.kind === 'procedure' ? 'the steps' : 'key terms and examples'}) for a hands-on activity`] : []),
    ...(n.auditory ? [s.kind === 'text' ? `An audio recording of ${s.phrase}, or a read-aloud` : 'Prompts for talking each idea through aloud'] : []),
    ...(n.exam && c.level.id !== 'high' ? [`Past-paper or practice-test questions on ${c.about} with mark schemes`] : []),
    ...(n.language ? [`A glossary of key terms in English and ${n.language}`] : n.eal ? ['A glossary of key terms with simple definitions and an example each'] : []),
    ...(n.dyslexia ? ['Handouts in a clear, larger font on cream or pastel paper'] : []),
    ...(n.shortAttention ? ['A visible timer for short work blocks'] : []),
    ...(n.stretch ? [`One extension problem that goes beyond ${c.about}`] : []),
  ];
}

export function materialsFor(c: PlanContext): string[] {
  const kind = c.shape.kind;
  const core = kind === 'skill' ? skillModel(c) : CORE[c.level.id](c)[kind];
  return [core, PRACTICE[c.level.id](c), CHECK_MATERIAL[c.level.id](c), ...needsMaterials(c)];
}

/** The check as a line of the activity list; the full check is the plan's assessment. */
export function checkShort(c: PlanContext): string {
  if (c.shape.isUsage) return 'Short sentences to write or correct, checked against the rules sheet';
  if (c.shape.kind === 'skill') return SKILL_CHECK_SHORT[c.level.id];
  return CHECK_SHORT[c.level.id];
}

const SKILL_CHECK_SHORT: Record<LevelId, string> = {
  elementary: 'A short attempt, checked against the picture checklist',
  middle: 'A short independent attempt, marked together against the success checklist',
  high: 'A timed attempt, marked against the assessment criteria',
  college: 'A short attempt, with questions on the choices made',
  adult: 'A realistic attempt, reviewed against the checklist',
};

const CHECK_SHORT: Record<LevelId, string> = {
  elementary: 'Three show-me questions on the mini whiteboard, with a thumbs-up or thumbs-down self-check',
  middle: 'Exit ticket: four questions, marked together',
  high: 'A timed exam-style question, marked against the mark scheme',
  college: 'An oral check with follow-up "why" questions',
  adult: 'A practical task, talked through against the checklist',
};

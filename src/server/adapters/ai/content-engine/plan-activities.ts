// The timed activities of a lesson: a sequence for the topic's kind, adapted to the notes and the last summary,
// with minutes that add up exactly to the lesson's duration.
import type { PlanActivity } from '../../../../shared/schemas/ai-content';
import type { PlanContext } from './plan-context';
import { checkShort } from './plan-materials';
import { goodExample } from './plan-objectives';
import type { TopicKind } from './topic-kind';
import { apportion, joinList } from './text';

type Step = { name: string; weight: number; describe: (minutes: number) => string };

/** Minutes an independent question takes at each level, so the count fits the time. */
const MINUTES_PER_QUESTION = { elementary: 1.5, middle: 1.5, high: 2, college: 4, adult: 3 } as const;

const NAMES: Record<TopicKind, [string, string, string]> = {
  concept: ['Explain the idea', 'Apply it together', 'Independent task'],
  procedure: ['Worked examples', 'Guided practice', 'Independent practice'],
  skill: ['Study a model', 'Shared attempt', 'Independent attempt'],
  text: ['Close reading', 'Analysis together', 'Independent writing'],
};

const USAGE_NAMES: [string, string, string] = ['Teach the rules', 'Guided sentences', 'Independent writing'];

function warmUp(c: PlanContext): string {
  const { shape: s, needs: n, who } = c;
  const calm = n.anxiety ? ` Start with a question ${who} can answer confidently.` : '';
  if (c.gaps.length) return `Three quick questions on last session's ${c.gaps.length > 1 ? 'gaps' : 'gap'} (${joinList(c.gaps)}); go over any that go wrong before starting on ${c.about}.${calm}`;
  if (n.weakAreas.length) return `Targeted warm-up on ${joinList(n.weakAreas)}, flagged as weak in the notes: three short questions, fixing any error on the spot.${calm}`;
  const byKind: Record<TopicKind, string> = {
    concept: `Three quick questions to find out what ${who} already knows about ${s.phrase}; note any misconceptions to come back to.`,
    procedure: `Three quick questions on what ${s.doing} builds on, to find the right starting point.`,
    skill: s.isUsage
      ? `Spot the mistakes in three short sentences ${s.doing}.`
      : `Look at a short example of ${s.product ?? s.doing} together and ask ${who} what works and what does not.`,
    text: `Quick recall of ${s.phrase}: ${s.textForm === 'poem' ? `what it is about and one line ${who} remembers` : c.level.id === 'elementary' ? 'who is in it and what has happened so far' : `key events, characters and one quotation ${who} remembers`}.`,
  };
  return `${byKind[s.kind]}${calm}`;
}

function teach(c: PlanContext): string {
  const { shape: s, needs: n, level: l, who } = c;
  const byKind: Record<TopicKind, string> = {
    concept:
      `Explain ${s.phrase} step by step with ${l.examples} examples${n.visual ? ', building a labelled diagram on the whiteboard as you go' : ''}` +
      `${n.kinaesthetic ? `, then have ${who} sort cards of the key terms onto it` : ''}; check understanding after each part${n.auditory ? ` by having ${who} explain it back aloud` : ''}.`,
    procedure:
      `Model ${s.doing} on ${l.id === 'elementary' ? 'two' : 'three'} ${l.examples} examples, saying why each step is needed; ${who} predicts the next step before it is shown.` +
      `${n.visual ? ' Colour-code each step on the board.' : ''}${n.kinaesthetic ? ` ${c.Who} puts the step cards in order.` : ''}${n.auditory ? ' Talk each step through aloud.' : ''}`,
    skill: s.isUsage
      ? `Teach the rules for ${s.doing} with ${l.examples} examples, then compare a correct and an incorrect sentence side by side.`
      : `Study a model of ${goodExample(s)}: pick out its features together and turn them into a success checklist.${n.visual ? ' Colour-code each feature on the model.' : ''}`,
    text:
      `Read ${s.textForm === 'poem' ? s.phrase : `a key passage of ${s.phrase}`} closely together${n.auditory || n.dyslexia ? ', reading it aloud first' : ''}, ` +
      `${l.id === 'elementary' ? 'stopping to talk about what is happening and how characters feel' : 'annotating key words, images and techniques'}.${n.visual ? ' Sketch the key moments or images as a visual map.' : ''}`,
  };
  const focus = n.focus.length ? ` Give extra time to ${joinList(n.focus)}.` : '';
  const liked = n.interests.length && s.kind !== 'text' ? ` Draw examples from ${joinList(n.interests)} where they fit.` : '';
  const terms = n.language ? ` Introduce key terms with their ${n.language} equivalents.` : n.eal ? ' Introduce key terms with a simple definition and an example each.' : '';
  return `${byKind[s.kind]}${focus}${liked}${terms}`;
}

function guided(c: PlanContext): string {
  const { shape: s, level: l, Who, who } = c;
  const byKind: Record<TopicKind, string> = {
    concept: `${Who} applies the ideas of ${s.phrase} to ${l.newCase} with the tutor's prompts, explaining the reasoning aloud.`,
    procedure: `${Who} works through three questions on ${s.doing} with the tutor prompting only when stuck, fading the prompts question by question.`,
    skill: s.isUsage ? `${Who} writes five sentences ${s.doing}, with feedback on each one.` : `A shared attempt at ${s.doing}: ${who} leads while the tutor prompts against the checklist.`,
    text:
      l.id === 'elementary'
        ? `Find words in ${s.phrase} that show how ${s.textForm === 'poem' ? 'the speaker' : 'a character'} feels, and talk about why.`
        : `Analyse a short passage of ${s.phrase} together: pick a quotation, name the technique and explain its effect.`,
  };
  return byKind[s.kind];
}

function independent(c: PlanContext, minutes: number): string {
  const { shape: s, level: l, Who } = c;
  const count = Math.max(2, Math.min(l.questions, Math.round(minutes / MINUTES_PER_QUESTION[l.id])));
  const writing = { elementary: 'two or three sentences', middle: 'a paragraph', high: 'an analytical paragraph', college: 'a short argument', adult: 'a short response' }[l.id];
  const byKind: Record<TopicKind, string> = {
    concept: `${Who} answers ${count} questions on ${s.phrase} alone, from recall to ${l.newCase}; the tutor notes misconceptions without stepping in.`,
    procedure: `${Who} works through ${count} questions on ${s.doing} alone, from routine to ${l.hardest}; the tutor watches and notes errors without stepping in.`,
    skill: s.isUsage
      ? `${Who} writes a short paragraph ${s.doing} correctly, then checks it against the rules sheet.`
      : `${Who} makes an independent attempt at ${s.doing}, checking it against the success checklist; the tutor notes one strength and one thing to improve.`,
    text: `${Who} writes ${writing} about ${s.phrase}, using evidence from the text.`,
  };
  return `${byKind[s.kind]}${c.needs.stretch ? ' Finish with the extension problem.' : ''}`;
}

function steps(c: PlanContext): Step[] {
  const [teachName, guidedName, independentName] = c.shape.isUsage ? USAGE_NAMES : NAMES[c.shape.kind];
  const exam = c.needs.exam;
  const questions = c.level.id === 'elementary' || c.level.id === 'middle' ? 'Practice-test questions' : 'Past-paper questions';
  return [
    { name: 'Warm-up', weight: 10, describe: () => warmUp(c) },
    { name: teachName, weight: 20, describe: () => teach(c) },
    { name: guidedName, weight: 25, describe: () => guided(c) },
    { name: independentName, weight: exam ? 12 : 20, describe: (minutes) => independent(c, minutes) },
    ...(exam
      ? [{ name: 'Exam practice', weight: 13, describe: () => `${questions} on ${c.about} under timed conditions, marked against the mark scheme; note which kinds of question lose marks.` }]
      : []),
    { name: 'Check for understanding', weight: 10, describe: () => `${checkShort(c)}; see Assessment for what to do with the result.` },
    { name: 'Wrap-up', weight: 8, describe: () => `${c.Who} sums up ${c.about} in ${c.level.summaryForm}; answer open questions and set the homework${exam ? ' and the revision timeline' : ''}.` },
  ];
}

/** Whole minutes in proportion to the weights, in 5-minute steps when the lesson is long enough for them. */
export function minutesFor(duration: number, weights: number[]): number[] {
  const unit = duration % 5 === 0 && duration / 5 >= weights.length * 1.5 ? 5 : 1;
  return apportion(duration / unit, weights).map((m) => m * unit);
}

/** For a short attention span: long blocks split into parts with a two-minute movement break between them. */
function splitLong(activities: PlanActivity[], maxBlock: number): PlanActivity[] {
  let breaks = 0;
  return activities.flatMap((a) => {
    const parts = Math.ceil(a.minutes / maxBlock);
    if (parts < 2) return [a];
    const breakMinutes = a.minutes >= parts * 4 + 2 * (parts - 1) ? 2 : 1;
    const work = apportion(a.minutes - breakMinutes * (parts - 1), Array(parts).fill(1));
    return work.flatMap((minutes, i) => [
      ...(i > 0 ? [{ name: `Movement break ${++breaks}`, minutes: breakMinutes, description: 'Stand up, stretch or move around, then reset the timer for the next block.' }] : []),
      { name: `${a.name} (part ${i + 1})`, minutes, description: i === 0 ? a.description : 'Carry on from where the last block stopped, with the timer visible.' },
    ]);
  });
}

export function activitiesFor(c: PlanContext): PlanActivity[] {
  const list = steps(c);
  const minutes = minutesFor(c.duration, list.map((s) => s.weight));
  const timed = list.map((s, i) => ({ name: s.name, minutes: minutes[i], description: s.describe(minutes[i]) }));
  return c.needs.shortAttention ? splitLong(timed, Math.min(10, c.level.maxBlock)) : timed;
}

// Learning objectives written for the topic's kind (a concept is explained, a procedure carried out, a skill
// practised, a text read and written about), then the ones the notes and the last summary add.
import type { PlanContext } from './plan-context';
import type { TopicShape } from './topic-kind';
import type { LevelId } from './plan-levels';
import { article, joinList } from './text';

/** "a good formal letter", "good persuasive essays", "good public speaking". */
export function goodExample(s: TopicShape): string {
  if (s.product) {
    const single = /^(?:a|an)\s+(.+)$/i.exec(s.product);
    return single ? `${article('good')} good ${single[1]}` : `good ${s.product}`;
  }
  return `good ${s.doing}`;
}

const TEXT_ANALYSIS: Record<LevelId, (t: string, isPoem: boolean) => string> = {
  elementary: (t, isPoem) => `Say how ${isPoem ? 'the speaker' : 'a character'} feels in ${t}, pointing to the words that show it.`,
  middle: (t) => `Explain how the writer's choice of words creates an effect in ${t}, quoting evidence.`,
  high: (t) => `Analyse how language and structure create meaning in ${t}, quoting evidence.`,
  college: (t) => `Analyse how form, language and structure create meaning in ${t}, with reference to context.`,
  adult: (t) => `Explain how the writer's choices shape meaning in ${t}, quoting evidence.`,
};

const TEXT_WRITING: Record<LevelId, (t: string) => string> = {
  elementary: (t) => `Write two or three sentences about ${t}, giving a reason.`,
  middle: (t) => `Write a paragraph about a character or theme in ${t}, using a quotation.`,
  high: (t) => `Write an analytical paragraph on a theme in ${t}, embedding and explaining a quotation.`,
  college: (t) => `Develop an argument about ${t} in a short written paragraph, engaging with one critical view.`,
  adult: (t) => `Write a short response to ${t}, backing up a view with a quotation.`,
};

function textObjectives(c: PlanContext): string[] {
  const t = c.shape.phrase;
  const isPoem = c.shape.textForm === 'poem';
  const young = c.level.id === 'elementary';
  const first = isPoem
    ? young
      ? `Say what ${t} is about in their own words.`
      : `Explain what ${t} is about, section by section.`
    : c.shape.textForm === 'text'
      ? `Summarise the main ideas of ${t}.`
      : young
        ? `Retell the main events of ${t} in order.`
        : `Summarise the plot of ${t} and the roles of its key characters.`;
  return [first, TEXT_ANALYSIS[c.level.id](t, isPoem), TEXT_WRITING[c.level.id](t)];
}

function kindObjectives(c: PlanContext): string[] {
  const { shape: s, level: l } = c;
  switch (s.kind) {
    case 'concept':
      return [
        `Explain the key ideas of ${s.phrase} ${l.explainHow}.`,
        `Use the ideas of ${s.phrase} to explain ${l.newCase}.`,
        `Spot and correct a common misconception about ${s.phrase}.`,
      ];
    case 'procedure':
      return [
        `${s.doIt} accurately without prompts, ${l.procedureTarget}.`,
        `Explain why each step of ${s.doing} is needed.`,
        `Find and correct the mistake in a worked example of ${s.doing}.`,
      ];
    case 'skill':
      if (s.isUsage) {
        return [`Explain the rules for ${s.doing}, with an example of each.`, `${s.doIt} in their own speaking and writing.`, `Find and correct mistakes in ${s.doing} in a short passage.`];
      }
      return [
        s.product || !s.doIt ? `Identify the features of ${goodExample(s)} from a model example.` : `Identify, from a model example, what makes ${s.doing} effective.`,
        `${s.doIt ?? `Practise ${s.doing}`} independently, meeting each point on a success checklist.`,
        'Improve one part of their own attempt using feedback.',
      ];
    case 'text':
      return textObjectives(c);
  }
}

export function objectivesFor(c: PlanContext): string[] {
  const { needs } = c;
  return [
    ...(c.gaps.length ? [`Close last session's ${c.gaps.length > 1 ? 'gaps' : 'gap'} (${joinList(c.gaps)}): 4 of 5 questions right without help.`] : []),
    ...(needs.weakAreas.length ? [`Strengthen ${joinList(needs.weakAreas)}, flagged as weak in the notes, with targeted practice.`] : []),
    ...kindObjectives(c),
    ...(needs.focus.length ? [`Give particular attention to ${joinList(needs.focus)}, as the notes ask.`] : []),
    ...(needs.exam
      ? [`Answer exam-style questions on ${c.about} under timed conditions${needs.exam.when ? `, ready for the ${needs.exam.name} ${needs.exam.when}` : ''}.`]
      : []),
  ];
}

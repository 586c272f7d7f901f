// The plan's assessment and homework, by the topic's kind and the grade level, changed by what the notes ask for
// (an exam adds a revision timeline; a weak area, visual support or short sittings change the task).
import type { Exam } from './learner-needs';
import type { PlanContext } from './plan-context';
import type { LevelId } from './plan-levels';
import type { TopicKind } from './topic-kind';
import { joinList } from './text';

type Lines = (c: PlanContext) => Record<TopicKind, string>;

const ASSESSMENT: Record<LevelId, Lines> = {
  elementary: ({ shape: s }) => ({
    concept: `Three show-me questions on the mini whiteboard: say or draw one key idea of ${s.phrase}, then two quick questions about it. Each answer gets a thumbs-up or thumbs-down self-check, and a wrong answer is revisited straight away.`,
    procedure: `Three show-me questions on the mini whiteboard: two short questions on ${s.doing} and one where the student explains a step. Each answer gets a thumbs-up or thumbs-down self-check, and a wrong answer is revisited straight away.`,
    skill: `A short attempt at ${s.doing}, checked point by point against the picture checklist, with one thing to do better next time.`,
    text: `Three show-me questions on ${s.phrase}: ${s.textForm === 'poem' ? 'what it is about, a favourite word or image, and why' : 'who is in it, what happened and how someone felt'}.`,
  }),
  middle: ({ shape: s }) => ({
    concept: `An exit ticket of four questions on ${s.phrase} (two on the key ideas, one applying them to a new example, one "spot the misconception"), marked together. Fewer than three right means the next session starts with a re-teach.`,
    procedure: `An exit ticket of four questions on ${s.doing} (two routine, one word problem, one "spot the mistake"), marked together. Fewer than three right means the next session starts with a re-teach.`,
    skill: `A short independent attempt at ${s.doing}, marked together against the success checklist; any point missed becomes the target for next session.`,
    text: `An exit ticket of four questions on ${s.phrase} (two on what happens, one on a quotation, one on a theme), marked together.`,
  }),
  high: ({ shape: s }) => ({
    concept: `A timed exam-style "explain" question on ${s.phrase}, marked against the mark scheme, then a one-line reflection on where marks were lost.`,
    procedure: `A timed, multi-step exam-style question on ${s.doing}, marked against the mark scheme, then a one-line reflection on where marks were lost.`,
    skill: `A timed attempt at ${s.doing}, marked against the assessment criteria, then a one-line reflection on what would raise the mark.`,
    text: `A timed paragraph on an extract from ${s.phrase}, marked against the mark scheme, then a one-line reflection on where marks were lost.`,
  }),
  college: ({ shape: s }) => ({
    concept: `Explain ${s.phrase} aloud and apply it to a new case, with follow-up "why" questions to probe depth.`,
    procedure: `Work a non-routine problem on ${s.doing} aloud, justifying each step, with follow-up "why" questions to probe depth.`,
    skill: `A short attempt at ${s.doing}, followed by questions on the choices made and what would improve it.`,
    text: `Argue a reading of ${s.phrase} aloud and defend it against a counter-reading, citing the text.`,
  }),
  adult: ({ shape: s }) => ({
    concept: `Explain how ${s.phrase} applies to a real situation from work or daily life, talked through against the checklist.`,
    procedure: `A realistic task that needs ${s.doing}, talked through step by step against the checklist.`,
    skill: `A realistic attempt at ${s.doing}, reviewed against the checklist with one strength and one next step.`,
    text: `Discuss ${s.phrase} with reference to two passages, explaining what each shows.`,
  }),
};

/** A grammar point is checked for accuracy in the student's own sentences. */
const USAGE_ASSESSMENT: Record<LevelId, (doing: string) => string> = {
  elementary: (d) => `Three show-me sentences on the mini whiteboard, ${d}, each checked against the rules together.`,
  middle: (d) => `An exit ticket of four sentences to complete or correct, ${d}, marked together; fewer than three right means the next session starts with a re-teach.`,
  high: (d) => `A short timed piece of writing ${d} correctly throughout, marked for accuracy, then a one-line reflection on the errors made.`,
  college: (d) => `A short piece of writing ${d}, discussed for accuracy and for the effect of each choice.`,
  adult: (d) => `A short, realistic message ${d} correctly, checked against the rules sheet.`,
};

export function assessmentFor(c: PlanContext): string {
  const base = c.shape.isUsage ? USAGE_ASSESSMENT[c.level.id](c.shape.doing) : ASSESSMENT[c.level.id](c)[c.shape.kind];
  const exam = c.needs.exam;
  const examLine = exam && c.level.id !== 'high' ? ` Include one question in the style of the ${exam.name}, marked the way it will be marked.` : '';
  const calm = c.needs.anxiety ? ` Keep it low-stakes: start with a question ${c.who} can answer confidently.` : '';
  return `${base}${examLine}${calm}`;
}

const HOMEWORK: Record<LevelId, Lines> = {
  elementary: (c) => ({
    concept: `Draw and label a picture that shows ${c.shape.phrase}, then explain it to someone at home`,
    procedure: `Five short questions on ${c.shape.doing}, with pictures`,
    skill: c.shape.isUsage ? `Write five sentences ${c.shape.doing} correctly` : `A short practice of ${c.shape.doing} with a grown-up, using the picture checklist`,
    text: `Re-read a favourite part of ${c.shape.phrase} and draw the scene`,
  }),
  middle: (c) => ({
    concept: `Answer six questions on ${c.shape.phrase}, finishing with one real-life example of their own`,
    procedure: `Eight practice questions on ${c.shape.doing}, from easy to hard, finishing with one question of their own`,
    skill: c.shape.isUsage ? `Write eight sentences ${c.shape.doing} correctly` : `One independent attempt at ${c.shape.doing}, checked against the success checklist`,
    text: `Write a paragraph about ${c.shape.textForm === 'poem' ? 'an image' : 'a character'} in ${c.shape.phrase}, using one quotation`,
  }),
  high: (c) => ({
    concept: `An exam-style question set on ${c.shape.phrase}, including one extended-answer question to be marked next session`,
    procedure: `A tiered problem set on ${c.shape.doing}, including one full exam-style question to be marked next session`,
    skill: c.shape.isUsage ? `A short piece of writing ${c.shape.doing} correctly throughout` : `One timed attempt at ${c.shape.doing}, self-assessed against the criteria`,
    text: `A timed paragraph on a theme in ${c.shape.phrase}, using two embedded quotations`,
  }),
  college: (c) => ({
    concept: `A one-page explanation applying ${c.shape.phrase} to a new case, with sources noted`,
    procedure: `A problem set on ${c.shape.doing} with two non-routine problems`,
    skill: `One complete attempt at ${c.shape.doing}, with a short note on the choices made`,
    text: `A 500-word close analysis of a passage from ${c.shape.phrase}, engaging with one critical source`,
  }),
  adult: (c) => ({
    concept: `Notice ${c.shape.phrase} in one real situation this week and note how the ideas apply`,
    procedure: `Practise ${c.shape.doing} on one real task this week and note any step that was unclear`,
    skill: `Try ${c.shape.doing} in one real situation this week and note what worked and what did not`,
    text: `Re-read a key passage of ${c.shape.phrase} and note what it shows about one theme`,
  }),
};

const examQuestions = (c: PlanContext) => (c.level.id === 'elementary' || c.level.id === 'middle' ? 'practice-test questions' : 'past-paper questions');

/** Revision from now to the exam, spread over the time there is. */
function revisionTimeline(exam: Exam, c: PlanContext): string {
  const q = examQuestions(c);
  const days = exam.days;
  if (days === null && exam.isSoon) return `a short set of mixed ${q} on ${c.about} each day until then, with only a light recap of key points the day before`;
  if (days === null) return `each week, a set of ${q} on ${c.about}, marked and corrected; in the final week, one timed mixed paper; the day before, a light recap only`;
  if (days <= 3) return `a short set of mixed ${q} each day, and only a light recap of key points the evening before`;
  if (days <= 10) {
    const practice = days - 3 > 1 ? `days 1–${days - 3}` : 'day 1';
    return `${practice}: a short set of ${q} on ${c.about} each day, marked and corrected; day ${days - 2}: one timed mixed paper; day ${days - 1}: a light recap only`;
  }
  const weeks = Math.round(days / 7);
  if (weeks > 6) return `every week: one set of ${q} on ${c.about}, marked and corrected; from four weeks before: one timed paper a week; the day before: a light recap only`;
  const middleWeeks = weeks > 3 ? `weeks 2–${weeks - 1}` : 'week 2';
  const middle = weeks > 2 ? [`${middleWeeks}: mixed ${q}, going back over every question that lost marks`] : [];
  return [`week 1: ${q} on ${c.about}, marked and corrected`, ...middle, `week ${weeks}: one timed full paper and a review of errors, then a light recap the day before`].join('; ');
}

export function homeworkFor(c: PlanContext): string {
  const { needs: n, level } = c;
  const minutes = level.homeworkMinutes;
  const parts = [
    `${HOMEWORK[level.id](c)[c.shape.kind]} (about ${minutes} minutes).`,
    ...(c.gaps.length ? [`Include two questions on last session's ${c.gaps.length > 1 ? 'gaps' : 'gap'} (${joinList(c.gaps)}).`] : []),
    ...(n.weakAreas.length ? [`Include three questions on ${joinList(n.weakAreas)}.`] : []),
    ...(n.visual && !/\bdraw/i.test(HOMEWORK[level.id](c)[c.shape.kind]) ? ['Present the answers as a labelled diagram or mind map where that helps.'] : []),
    ...(n.shortAttention ? [`Split it into two short sittings of about ${Math.ceil(minutes / 2)} minutes.`] : []),
    ...(n.language ? [`Add new key terms to the glossary with their ${n.language} translations.`] : n.eal ? ['Add new key terms to the glossary with a simple definition each.'] : []),
    ...(n.stretch ? ['Finish with the extension problem.'] : []),
    ...(n.exam ? [`Revision timeline to the ${n.exam.name}${n.exam.when ? ` (${n.exam.when})` : ''}: ${revisionTimeline(n.exam, c)}.`] : []),
  ];
  return parts.join(' ');
}

// Built-in lesson plan writer: objectives, materials and timed activities fitted to the grade level,
// with activity minutes that add up exactly to the lesson's duration.
import type { LessonPlanContent, PlanActivity } from '../../../../shared/schemas/ai-content';
import { apportion, capitalize, sentences } from './text';

export type PlanInput = {
  topic: string;
  gradeLevel: string;
  duration: number;
  additionalNotes?: string | null;
  studentName?: string | null;
  /** Next steps of the student's last session summary with this tutor. */
  previousNextSteps?: string[];
};

type Level = { learners: string; explain: string; examples: string; materials: string[]; check: string; homework: string };

const LEVELS: Record<string, Level> = {
  'Elementary (K-5)': {
    learners: 'young learners',
    explain: 'Say in their own words what',
    examples: 'picture-based, everyday',
    materials: ['Picture cards or manipulatives for {t}', 'Coloured markers and a small whiteboard', 'Illustrated worksheet with 6 short {t} exercises', 'Sticker or star chart for completed tasks'],
    check: 'Three quick show-me questions on {t} answered on the mini whiteboard, with a thumbs-up/thumbs-down self-check.',
    homework: 'Five short {t} exercises with pictures (about 10 minutes), plus finding one example of {t} at home to talk about next time.',
  },
  'Middle School (6-8)': {
    learners: 'middle-school students',
    explain: 'Explain clearly how',
    examples: 'worked, real-life',
    materials: ['Whiteboard and markers', 'Guided notes sheet on {t} with gaps to fill in', 'Practice worksheet on {t} graded from easy to hard', 'Mini whiteboard for quick checks'],
    check: 'An exit ticket of four {t} questions (two routine, one word problem, one "spot the mistake"), marked together.',
    homework: 'Eight practice questions on {t} (about 20 minutes), finishing with one question the student writes themselves.',
  },
  'High School (9-12)': {
    learners: 'high-school students',
    explain: 'Explain and justify why',
    examples: 'exam-style',
    materials: ['Short slide deck or board plan for {t}', 'Guided notes with key definitions and formulas for {t}', 'Problem set on {t} in three difficulty tiers', 'One past exam question on {t} with its mark scheme'],
    check: 'A timed exam-style question on {t}, marked against the mark scheme, then a one-line reflection on where marks were lost.',
    homework: 'A tiered problem set on {t} (about 30 minutes), including one full exam-style question to be marked next session.',
  },
  'College/University': {
    learners: 'university students',
    explain: 'Analyse and explain the principles behind',
    examples: 'research or application',
    materials: ['Lecture notes or a short reading on {t}', 'A problem set or case study applying {t}', 'Reference text or documentation for {t}', 'Shared document for working notes'],
    check: 'A short problem or case analysis on {t} explained aloud, with follow-up "why" questions to probe depth.',
    homework: 'A focused problem set or a one-page analysis applying {t} to a new case (about 45 minutes), with sources noted.',
  },
  'Adult Learner': {
    learners: 'adult learners',
    explain: 'Describe in practical terms how',
    examples: 'workplace and everyday',
    materials: ['Real-world examples of {t} from work or daily life', 'One-page summary sheet of {t} to keep', 'Practice scenario with a checklist', 'Discussion prompts on applying {t}'],
    check: 'A practical scenario using {t}, talked through step by step against the checklist.',
    homework: 'Apply {t} to one real situation from the coming week and note what worked and what was unclear (about 20 minutes).',
  },
};

const DEFAULT_LEVEL = LEVELS['Middle School (6-8)'];
const WEIGHTS = [10, 25, 25, 20, 10, 10];

export function activityMinutes(duration: number): number[] {
  return apportion(duration, WEIGHTS);
}

export function writeLessonPlan(input: PlanInput): LessonPlanContent {
  const topic = input.topic.trim();
  const level = LEVELS[input.gradeLevel] ?? DEFAULT_LEVEL;
  const fill = (s: string) => s.replaceAll('{t}', topic);
  const notes = sentences(input.additionalNotes);
  const previous = input.previousNextSteps ?? [];
  const who = input.studentName?.trim() || 'the student';

  const objectives = [
    ...(previous.length ? [`Consolidate from last session: ${previous[0].replace(/[.!?]$/, '')}.`] : []),
    `${level.explain} ${topic} works, using ${level.examples} examples.`,
    `Apply ${topic} independently to new problems suited to ${level.learners} (${input.gradeLevel}).`,
    `Recognise the common mistakes in ${topic} and correct them.`,
    ...notes.map((n) => `Tutor focus: ${n}`),
  ];

  const [warm, teach, guided, independent, assess, wrap] = activityMinutes(input.duration);
  const activities: PlanActivity[] = [
    {
      name: 'Warm-up',
      minutes: warm,
      description: previous.length
        ? `Recap the next steps from last session (${previous.slice(0, 2).map((p) => p.replace(/[.!?]$/, '')).join('; ')}) with two quick questions.`
        : `Quick retrieval questions on what ${who} already knows about ${topic}.`,
    },
    { name: 'Direct instruction', minutes: teach, description: `Introduce ${topic} step by step with ${level.examples} examples, checking understanding after each step.` },
    { name: 'Guided practice', minutes: guided, description: `Work through ${topic} problems together, with ${who} explaining each step aloud while the tutor prompts.` },
    { name: 'Independent practice', minutes: independent, description: `${capitalize(who)} solves ${topic} problems alone, from routine to challenging; the tutor observes and notes errors.` },
    { name: 'Assessment', minutes: assess, description: fill(level.check) },
    { name: 'Wrap-up', minutes: wrap, description: `Summarise the key points of ${topic}, answer open questions and set the homework.` },
  ];

  return {
    title: `${topic}: ${input.gradeLevel}, ${input.duration} minutes`,
    overview:
      `A ${input.duration}-minute lesson on ${topic} for ${level.learners} (${input.gradeLevel}).` +
      (previous.length ? ' It starts from the next steps of the last session summary.' : '') +
      (notes.length ? ` Notes: ${notes.join(' ')}` : ''),
    objectives,
    materials: level.materials.map(fill),
    activities,
    assessment: fill(level.check),
    homework: fill(level.homework),
    ...(previous.length ? { buildsOn: previous } : {}),
  };
}

/** Forces provider output to the lesson's length, keeping the provider's own proportions. */
export function fitActivities(activities: PlanActivity[], duration: number): PlanActivity[] {
  const minutes = apportion(duration, activities.map((a) => Math.max(1, a.minutes)));
  return activities.map((a, i) => ({ ...a, minutes: minutes[i] }));
}

const bullets = (items: string[]) => items.map((i) => `• ${i}`).join('\n');

/** The plain-text form shown, copied, downloaded and shared. */
export function renderLessonPlan(content: LessonPlanContent, meta: { topic: string; gradeLevel: string; duration: number }): string {
  let clock = 0;
  const timed = content.activities
    .map((a) => {
      const line = `${clock}–${clock + a.minutes} min · ${a.name} (${a.minutes} min)\n  ${a.description}`;
      clock += a.minutes;
      return line;
    })
    .join('\n');
  return [
    `Lesson Plan: ${meta.topic}\nGrade level: ${meta.gradeLevel}\nDuration: ${meta.duration} minutes`,
    `Overview\n${content.overview}`,
    ...(content.buildsOn?.length ? [`Builds on the last session\n${bullets(content.buildsOn)}`] : []),
    `Learning Objectives\n${bullets(content.objectives)}`,
    `Materials\n${bullets(content.materials)}`,
    `Activities\n${timed}`,
    `Assessment\n${content.assessment}`,
    `Homework\n${content.homework}`,
  ].join('\n\n');
}

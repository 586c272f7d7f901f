// Built-in lesson plan writer: objectives for the topic's kind, materials, timed activities, a check for
// understanding and homework fitted to the grade level, the tutor's notes and the student's last summary.
// Activity minutes add up exactly to the lesson's duration.
import type { LessonPlanContent, PlanActivity } from '../../../../shared/schemas/ai-content';
import { activitiesFor, minutesFor } from './plan-activities';
import { planContext, type PlanContext, type PlanInput } from './plan-context';
import { assessmentFor, homeworkFor } from './plan-homework';
import { materialsFor } from './plan-materials';
import { objectivesFor } from './plan-objectives';
import { apportion, joinList } from './text';
import type { TopicKind } from './topic-kind';

export type { PlanInput } from './plan-context';

/** The minutes of the basic six-part lesson (no exam practice, no breaks). */
export function activityMinutes(duration: number): number[] {
  return minutesFor(duration, [10, 20, 25, 20, 10, 8]);
}

function adaptations(c: PlanContext): string[] {
  const n = c.needs;
  return [
    n.visual ? 'visual materials and a diagram-led explanation' : null,
    n.auditory ? 'explaining ideas aloud' : null,
    n.kinaesthetic ? 'a hands-on card activity' : null,
    n.exam ? `exam practice and a revision timeline${n.exam.when ? ` for the ${n.exam.name} ${n.exam.when}` : ''}` : null,
    n.weakAreas.length ? `a targeted warm-up on ${joinList(n.weakAreas)}` : null,
    n.focus.length ? `extra time on ${joinList(n.focus)}` : null,
    n.shortAttention ? 'short blocks with movement breaks' : null,
    n.language ? `key terms in English and ${n.language}` : n.eal ? 'a glossary of key terms' : null,
    n.dyslexia ? 'dyslexia-friendly handouts and reading aloud' : null,
    n.anxiety ? 'low-stakes checks that start with an easy win' : null,
    n.stretch ? 'an extension problem' : null,
    n.interests.length ? `examples drawn from ${joinList(n.interests)}` : null,
  ].filter((a): a is string => a !== null);
}

function overview(c: PlanContext): string {
  const approach: Record<TopicKind, string> = {
    concept: 'It builds understanding of the key ideas before applying them to new examples.',
    procedure: `It models the method, then fades support until ${c.who} works alone.`,
    skill: c.shape.isUsage
      ? "It teaches the rules, then moves to the student's own sentences, checked for accuracy."
      : 'It moves from a model to an independent attempt checked against a success checklist.',
    text: 'It moves from close reading to analysis and a short piece of writing.',
  };
  const adapted = adaptations(c);
  const name = c.who === 'the student' ? '' : ` for ${c.who}`;
  return [
    `A ${c.duration}-minute ${c.gradeLevel} lesson on ${c.shape.phrase}${name}.`,
    approach[c.shape.kind],
    c.gaps.length
      ? `It starts from last session's ${c.gaps.length > 1 ? 'gaps' : 'gap'}: ${joinList(c.gaps)}.`
      : c.previousNextSteps.length
        ? 'It starts from the next steps of the last session summary.'
        : null,
    adapted.length ? `Adapted to the notes: ${adapted.join('; ')}.` : null,
    c.needs.other.length ? `Also noted: ${c.needs.other.join('; ')}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

export function writeLessonPlan(input: PlanInput): LessonPlanContent {
  return writeLessonPlanFrom(planContext(input));
}

export function writeLessonPlanFrom(c: PlanContext): LessonPlanContent {
  return {
    title: `${c.topic}: ${c.gradeLevel}, ${c.duration} minutes`,
    overview: overview(c),
    objectives: objectivesFor(c),
    materials: materialsFor(c),
    activities: activitiesFor(c),
    assessment: assessmentFor(c),
    homework: homeworkFor(c),
    ...(c.previousNextSteps.length ? { buildsOn: c.previousNextSteps } : {}),
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

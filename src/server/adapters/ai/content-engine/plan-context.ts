// Everything a lesson plan is written from, read once: the topic's kind and forms, the level, what the notes ask
// for and what the last summary left to fix.
import { gapOf, readNeeds, type LearnerNeeds } from './learner-needs';
import { levelOf, type Level } from './plan-levels';
import { topicShape, type TopicShape } from './topic-kind';
import { firstName } from './text';

export type PlanInput = {
  topic: string;
  gradeLevel: string;
  duration: number;
  additionalNotes?: string | null;
  studentName?: string | null;
  /** The student's last session summary with this tutor, when one is chosen. */
  previousSummary?: { nextSteps: string[]; areasToImprove: string[] } | null;
};

export type PlanContext = {
  topic: string;
  gradeLevel: string;
  duration: number;
  shape: TopicShape;
  level: Level;
  needs: LearnerNeeds;
  /** Last session's gaps as short phrases ("sign errors in completing the square"). */
  gaps: string[];
  previousNextSteps: string[];
  who: string;
  Who: string;
  /** What practice questions are "on": the doing of a procedure, the phrase otherwise. */
  about: string;
};

export function planContext(input: PlanInput): PlanContext {
  const shape = topicShape(input.topic);
  const name = firstName(input.studentName);
  const previous = input.previousSummary ?? null;
  const gaps = [...new Set((previous?.areasToImprove ?? []).map(gapOf).filter((g): g is string => g !== null))].slice(0, 2);
  return {
    topic: input.topic.trim(),
    gradeLevel: input.gradeLevel,
    duration: input.duration,
    shape,
    level: levelOf(input.gradeLevel),
    needs: readNeeds(input.additionalNotes),
    gaps,
    previousNextSteps: previous?.nextSteps ?? [],
    who: name ?? 'the student',
    Who: name ?? 'The student',
    about: shape.kind === 'procedure' || shape.kind === 'skill' ? shape.doing : shape.phrase,
  };
}

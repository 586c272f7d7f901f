// How a lesson changes with the grade level: the examples, how much practice, the kind of check and how long
// the homework takes.
import type { GradeLevel } from '../../../../shared/schemas/ai-content';

export type LevelId = 'elementary' | 'middle' | 'high' | 'college' | 'adult';

export type Level = {
  id: LevelId;
  learners: string;
  /** Kind of example used when teaching. */
  examples: string;
  /** How a concept is explained in the first objective. */
  explainHow: string;
  /** A new case to apply an idea to. */
  newCase: string;
  /** What "without prompts" is measured on, for a procedure. */
  procedureTarget: string;
  /** The hardest question of independent practice. */
  hardest: string;
  questions: number;
  homeworkMinutes: number;
  /** How the student sums up in the wrap-up. */
  summaryForm: string;
  /** The longest a block of work runs before a change of activity. */
  maxBlock: number;
};

const LEVELS: Record<GradeLevel, Level> = {
  'Elementary (K-5)': {
    id: 'elementary',
    learners: 'young learners',
    examples: 'picture-based, everyday',
    explainHow: 'in their own words, using a picture or an everyday example',
    newCase: 'something they see around them',
    procedureTarget: 'using objects or pictures where helpful',
    hardest: 'a short word problem',
    questions: 5,
    homeworkMinutes: 10,
    summaryForm: 'one sentence or a quick drawing',
    maxBlock: 12,
  },
  'Middle School (6-8)': {
    id: 'middle',
    learners: 'middle-school students',
    examples: 'worked, real-life',
    explainHow: 'in their own words, with a real-life example',
    newCase: 'a new real-life situation',
    procedureTarget: 'including a two-step word problem',
    hardest: 'a two-step word problem',
    questions: 8,
    homeworkMinutes: 20,
    summaryForm: 'three key points',
    maxBlock: 20,
  },
  'High School (9-12)': {
    id: 'high',
    learners: 'high-school students',
    examples: 'exam-style',
    explainHow: 'using the correct subject vocabulary',
    newCase: 'an unfamiliar exam-style scenario',
    procedureTarget: 'including exam-style questions',
    hardest: 'an exam-style question with several steps',
    questions: 8,
    homeworkMinutes: 30,
    summaryForm: 'three key points and one exam tip',
    maxBlock: 25,
  },
  'College/University': {
    id: 'college',
    learners: 'university students',
    examples: 'research and application',
    explainHow: 'precisely, with reference to the underlying principles',
    newCase: 'a new case or data set',
    procedureTarget: 'including a non-routine problem',
    hardest: 'a non-routine problem that needs the method adapted',
    questions: 6,
    homeworkMinutes: 45,
    summaryForm: 'a short spoken summary',
    maxBlock: 30,
  },
  'Adult Learner': {
    id: 'adult',
    learners: 'adult learners',
    examples: 'workplace and everyday',
    explainHow: 'in plain terms, with an example from work or daily life',
    newCase: 'a situation from work or everyday life',
    procedureTarget: 'on practical, real-world examples',
    hardest: 'a realistic task from work or daily life',
    questions: 6,
    homeworkMinutes: 20,
    summaryForm: 'their own words, with one way they will use it',
    maxBlock: 25,
  },
};

export const levelOf = (gradeLevel: string): Level => LEVELS[gradeLevel as GradeLevel] ?? LEVELS['Middle School (6-8)'];

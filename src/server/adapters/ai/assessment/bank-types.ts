// The shape of the built-in assessment question bank: reviewed multiple-choice questions per subject,
// at two levels, stored as data (one file per subject under ./bank).

/**
 * foundation: what a tutor of school students up to Class 10 / GCSE, or of beginners, must know cold.
 * advanced: Class 11–12, A level / IB / AP, university, competitive exams, or professional practice.
 */
export type BankLevel = 'foundation' | 'advanced';

export type BankQuestion = {
  /** Stable and unique across the whole bank: `<subject-slug>-<f|a>-<nn>`, e.g. `mathematics-a-07`. */
  id: string;
  level: BankLevel;
  /** A short topic label (e.g. "quadratics", "photosynthesis"), matched against the tutor's sub-domain. */
  topic: string;
  question: string;
  /** Exactly four distinct options; exactly one is correct. */
  options: readonly [string, string, string, string];
  /** Index (0–3) of the one correct option. */
  correctAnswer: 0 | 1 | 2 | 3;
};

export type SubjectBank = {
  /** The taxonomy's category name, e.g. "Mathematics". */
  subject: string;
  /** Other names a tutor may type for the subject or its close relatives ("Maths", "Math", "Algebra"), lower case. */
  aliases: readonly string[];
  /** Words that, in what the tutor wrote, mean this bank does not fit (Carnatic violin is not Western theory). */
  notWith?: readonly string[];
  questions: readonly BankQuestion[];
};

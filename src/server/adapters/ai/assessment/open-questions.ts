// For subjects outside the bank: short open questions about how the tutor teaches their subject,
// answered in their own words (read by the operator, and used for the bio).
import type { BankLevel } from './bank-types';

export type OpenQuestion = { id: string; question: string };

const learners = (level: BankLevel | null) => (level === 'advanced' ? 'an advanced student' : level === 'foundation' ? 'a beginner' : 'a new student');

/** Three questions that ask for evidence of teaching, not opinions: a hard idea, a first lesson, a check. */
export function openQuestions(subject: string, subDomain: string | null | undefined, level: BankLevel | null): OpenQuestion[] {
  const s = subject.trim() || 'your subject';
  const what = subDomain?.trim() ? `${s} (${subDomain.trim()})` : s;
  return [
    {
      id: 'open-1',
      question: `Pick one idea or skill in ${s} that learners often get wrong. What is the usual mistake, and how do you explain it so that it sticks?`,
    },
    {
      id: 'open-2',
      question: `How would you plan a first 60-minute lesson in ${what} for ${learners(level)}? Describe what happens in each part of the lesson.`,
    },
    {
      id: 'open-3',
      question: `How do you find out whether a student has really understood something in ${s}, and what do you do when they have not?`,
    },
  ];
}

// The demo student's learning path with the demo tutor: a shared summary of each completed session, a shared
// plan for the session coming up soon, and goals (one proposed by the tutor, one already achieved), so the
// path, its chart and the dashboard's card show something on a fresh install.
import type { Deps } from '../../deps';
import { aiSummaries, learningGoals, lessonPlans } from '../schema';
import type { DemoIds } from './index';

const DAY = 86_400_000;

const SUMMARIES = [
  {
    topics: ['Limits', 'Continuity'],
    overview: 'Worked through limits from first principles and checked continuity of piecewise functions.',
    strengths: ['Careful algebra when simplifying limits'],
    areasToImprove: ['Spotting when to rationalise'],
    nextSteps: ['Do ten limits from the NCERT exercise', 'Revise the standard limits list'],
  },
  {
    topics: ['Integration by parts', 'Definite integrals'],
    overview: 'Introduced integration by parts with the ILATE rule and applied it to definite integrals.',
    strengths: ['Quick to choose u and dv once the rule was clear'],
    areasToImprove: ['Signs when evaluating the bounds'],
    nextSteps: ['Practise five integrals by parts without the formula sheet', 'Try two repeated-parts questions'],
  },
];

/** `done`: the completed sessions, oldest first; `soon`: the confirmed session coming up. */
export async function seedLearningPath(deps: Deps, ids: DemoIds, sessions: { done: { id: string; at: Date }[]; soon: { id: string; at: Date } }) {
  const { db } = deps;
  const now = deps.now();
  const base = { expertId: ids.tutorExpertId, studentId: ids.studentUserId, studentName: 'Riya', subject: 'Mathematics', engagementLevel: 'high' };
  await db.insert(aiSummaries).values(
    sessions.done.map((b, i) => {
      const s = SUMMARIES[i % SUMMARIES.length];
      const at = new Date(b.at.getTime() + 2 * 3_600_000);
      const contentJson = { overview: s.overview, topicsCovered: s.topics, engagement: 'Engaged throughout.', performance: 'Good progress.', strengths: s.strengths, areasToImprove: s.areasToImprove, nextSteps: s.nextSteps };
      return { ...base, bookingId: b.id, topicsCovered: s.topics.join(', '), content: `${s.overview}\n\nNext steps: ${s.nextSteps.join('; ')}`, contentJson, sharedAt: at, createdAt: at };
    }),
  );
  const plan = {
    title: 'Integration by parts: harder cases',
    overview: 'Repeated integration by parts and the cyclic case (e^x sin x).',
    objectives: ['Apply integration by parts twice', 'Solve the cyclic case by rearranging'],
    materials: ['Practice sheet'],
    activities: [
      { name: 'Warm-up: last week’s homework', minutes: 10, description: 'Check the five integrals together.' },
      { name: 'Repeated parts', minutes: 20, description: 'Worked examples with x² eˣ.' },
      { name: 'The cyclic case', minutes: 20, description: 'eˣ sin x, solving for the integral.' },
      { name: 'Wrap-up and homework', minutes: 10, description: 'Pick three practice questions.' },
    ],
    assessment: 'Two exit questions.',
    homework: 'Three questions from the sheet.',
  };
  const planAt = new Date(now.getTime() - 3_600_000);
  await db.insert(lessonPlans).values({
    expertId: ids.tutorExpertId,
    studentId: ids.studentUserId,
    bookingId: sessions.soon.id,
    topic: 'Integration by parts',
    gradeLevel: 'High School (9-12)',
    durationMinutes: 60,
    content: `${plan.title}\n\n${plan.activities.map((a) => `${a.minutes} min: ${a.name}`).join('\n')}`,
    contentJson: plan,
    sharedAt: planAt,
    createdAt: planAt,
  });
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  await db.insert(learningGoals).values([
    { studentId: ids.studentUserId, subject: 'Mathematics', title: 'Finish the NCERT limits exercise', proposedBy: 'student', status: 'achieved', achievedAt: new Date(now.getTime() - 4 * DAY), createdAt: new Date(now.getTime() - 20 * DAY) },
    { studentId: ids.studentUserId, expertId: ids.tutorExpertId, subject: 'Mathematics', title: 'Integrate by parts without the formula sheet', proposedBy: 'tutor', targetDate: day(21), createdAt: new Date(now.getTime() - 3 * DAY) },
    { studentId: ids.studentUserId, subject: 'Mathematics', title: 'Score 90+ in the pre-board maths paper', proposedBy: 'student', targetDate: day(60), createdAt: new Date(now.getTime() - 10 * DAY) },
  ]);
}

// Tutors' onboarding assessments (table tutor_assessments, owned by the profiles module).
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DrawnQuestion, GivenAnswer } from '../../adapters/ai/assessment/generate';
import type { Db } from '../../db/client';
import { tutorAssessments } from '../../db/schema';

export type AssessmentRow = Omit<typeof tutorAssessments.$inferSelect, 'questions' | 'answers'> & {
  questions: DrawnQuestion[];
  answers: GivenAnswer[] | null;
};

const typed = (row: typeof tutorAssessments.$inferSelect) => row as AssessmentRow;

type NewDraw = { subject: string; level: string; source: 'ai' | 'builtin'; questions: DrawnQuestion[] };

export const assessmentsRepo = (db: Db) => ({
  /** Every attempt of a tutor, oldest first. */
  async attempts(userId: string): Promise<AssessmentRow[]> {
    const rows = await db.select().from(tutorAssessments).where(eq(tutorAssessments.userId, userId)).orderBy(tutorAssessments.attempt);
    return rows.map(typed);
  },
  async byId(userId: string, id: string): Promise<AssessmentRow | null> {
    const [row] = await db.select().from(tutorAssessments).where(and(eq(tutorAssessments.id, id), eq(tutorAssessments.userId, userId))).limit(1);
    return row ? typed(row) : null;
  },
  /** A new attempt; null when that attempt number exists already (a concurrent request made it). */
  async insert(userId: string, attempt: number, draw: NewDraw): Promise<AssessmentRow | null> {
    const total = draw.questions.filter((q) => q.kind === 'choice').length;
    const [row] = await db
      .insert(tutorAssessments)
      .values({ userId, attempt, ...draw, total })
      .onConflictDoNothing()
      .returning();
    return row ? typed(row) : null;
  },
  /** New questions for an attempt not yet submitted (the tutor changed their subject). */
  async redraw(id: string, draw: NewDraw): Promise<AssessmentRow | null> {
    const total = draw.questions.filter((q) => q.kind === 'choice').length;
    const [row] = await db
      .update(tutorAssessments)
      .set({ ...draw, total })
      .where(and(eq(tutorAssessments.id, id), isNull(tutorAssessments.submittedAt)))
      .returning();
    return row ? typed(row) : null;
  },
  /** Records the answers and score once; a second submit of the same attempt changes nothing. */
  async submit(id: string, answers: GivenAnswer[], score: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(tutorAssessments)
      .set({ answers, score, submittedAt: at })
      .where(and(eq(tutorAssessments.id, id), isNull(tutorAssessments.submittedAt)))
      .returning({ id: tutorAssessments.id });
    return rows.length > 0;
  },
  /** Each tutor's latest submitted attempt, for the operator's review list. */
  async latestSubmitted(userIds: string[]): Promise<Map<string, AssessmentRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(tutorAssessments)
      .where(and(inArray(tutorAssessments.userId, userIds), isNotNull(tutorAssessments.submittedAt)))
      .orderBy(desc(tutorAssessments.attempt));
    const latest = new Map<string, AssessmentRow>();
    for (const row of rows) if (!latest.has(row.userId)) latest.set(row.userId, typed(row));
    return latest;
  },
});

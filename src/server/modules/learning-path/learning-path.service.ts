// The learning path: a student's goals, sessions, summaries and next lesson per subject, for the student and
// for each of their tutors, and the goals' rules (who may set, reword, mark and delete which goal).
//
// Who sees what:
// - The student sees all of their own path: every tutor's sessions with them, and a summary or lesson plan only
//   once its tutor shared it.
// - A tutor sees a student only after at least one booking together. They see their own sessions with that
//   student and their own summaries and plans (shared or not: they wrote them), never another tutor's. Of the
//   student's goals they see those they proposed and those in a subject they teach that student (one of the
//   subjects on their own sessions, summaries or plans with them); goals in the student's other subjects
//   stay between the student and those subjects' tutors.
import { AppError } from '../../../shared/errors';
import { learningPathMessages as msg, type CreateGoalInput, type GoalDto, type LearningPath, type UpdateGoalInput } from '../../../shared/schemas/learning-path';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { announceNotification, storeNotification } from '../notifications/notifications.service';
import { assembleSubjects, subjectKey } from './assemble';
import { learningPathRepo, type GoalRow, type PathScope } from './learning-path.repo';

type Ctx<I = undefined> = { deps: Deps; actor: Actor; input: I };

/** The most goals one student keeps (achieved and dropped ones included). */
const GOAL_LIMIT = 200;

const isTutor = (actor: Actor) => actor.userType === 'tutor';

function toGoalDto(g: GoalRow, actor: Actor): GoalDto & { achievedOn: Date | null } {
  const mine = isTutor(actor) ? g.proposedBy === 'tutor' && g.expertId !== null && g.expertId === actor.expertProfileId : g.studentId === actor.userId;
  return {
    id: g.id,
    subject: g.subject,
    title: g.title,
    targetDate: g.targetDate,
    status: g.status as GoalDto['status'],
    proposedBy: g.proposedBy as GoalDto['proposedBy'],
    tutorName: g.tutorName,
    achievedAt: g.achievedAt?.toISOString() ?? null,
    achievedOn: g.achievedAt,
    createdAt: g.createdAt.toISOString(),
    // A student rewords only what they set; a tutor only what they proposed.
    canEdit: isTutor(actor) ? mine : mine && g.proposedBy === 'student',
    canSetStatus: mine,
  };
}

async function buildPath(deps: Deps, actor: Actor, scope: PathScope, studentName: string): Promise<LearningPath> {
  const repo = learningPathRepo(deps.db);
  const now = deps.now();
  const [sessions, summaries, plans, goalRows] = await Promise.all([repo.sessions(scope, now), repo.summaries(scope), repo.plans(scope), repo.goals(scope.studentId)]);
  let goals = goalRows;
  if (scope.expertId) {
    const taught = new Set([...summaries.map((s) => s.subject), ...sessions.flatMap((b) => [b.category ?? '', b.domainName ?? ''])].map(subjectKey));
    goals = goals.filter((g) => g.expertId === scope.expertId || taught.has(subjectKey(g.subject)));
  }
  const subjects = assembleSubjects({ sessions, summaries, plans, goals: goals.map((g) => toGoalDto(g, actor)), zone: actor.timezone, now });
  return {
    student: { id: scope.studentId, name: studentName },
    viewer: scope.expertId ? 'tutor' : 'student',
    subjects,
    totals: {
      activeGoals: goals.filter((g) => g.status === 'active').length,
      achievedGoals: goals.filter((g) => g.status === 'achieved').length,
      completedSessions: sessions.filter((b) => b.status === 'completed').length,
    },
  };
}

export async function myLearningPath({ deps, actor }: Ctx): Promise<LearningPath> {
  return buildPath(deps, actor, { studentId: actor.userId, expertId: null }, actor.fullName ?? actor.name);
}

/** The tutor's id and the student's name, once the two have a booking together. */
async function requireStudentOf(deps: Deps, actor: Actor, studentId: string) {
  const expertId = actor.expertProfileId;
  if (!expertId) throw new AppError('FORBIDDEN', 'Expert profile not found');
  const repo = learningPathRepo(deps.db);
  const [name, booked] = await Promise.all([repo.studentName(studentId), repo.hasBooking(expertId, studentId)]);
  if (!name || !booked) throw new AppError('FORBIDDEN', msg.notYourStudent);
  return { expertId, name };
}

export async function studentLearningPath({ deps, actor, input }: Ctx<{ studentId: string }>): Promise<LearningPath> {
  const { expertId, name } = await requireStudentOf(deps, actor, input.studentId);
  return buildPath(deps, actor, { studentId: input.studentId, expertId }, name);
}

export async function createGoal({ deps, actor, input }: Ctx<CreateGoalInput>): Promise<GoalDto> {
  const repo = learningPathRepo(deps.db);
  let studentId = actor.userId;
  let expertId: string | null = null;
  if (isTutor(actor)) {
    if (!input.studentId) throw new AppError('VALIDATION', msg.studentRequired, { fields: { studentId: msg.studentRequired } });
    ({ expertId } = await requireStudentOf(deps, actor, input.studentId));
    studentId = input.studentId;
  } else if (input.studentId && input.studentId !== actor.userId) {
    throw new AppError('FORBIDDEN', 'You can only set goals for yourself.');
  }
  if ((await repo.countGoals(studentId)) >= GOAL_LIMIT) throw new AppError('CONFLICT', `A learning path holds up to ${GOAL_LIMIT} goals: delete some you no longer need.`);
  const values = {
    studentId,
    expertId,
    subject: input.subject.trim(),
    title: input.title.trim(),
    targetDate: input.targetDate ?? null,
    proposedBy: expertId ? ('tutor' as const) : ('student' as const),
  };
  // A goal a tutor proposes and the student's notification of it commit together.
  const { id, notice } = await deps.db.transaction(async (tx) => {
    const goalId = await repo.insertGoal(values, tx);
    if (!expertId) return { id: goalId, notice: null };
    const n = await storeNotification(
      deps,
      {
        userId: studentId,
        type: 'learning_goal.proposed',
        title: 'New learning goal',
        body: `${actor.fullName ?? actor.name} proposed a goal in ${values.subject}: "${values.title}".`,
        link: '/student/path',
      },
      tx,
    );
    return { id: goalId, notice: { id: n.id, userId: studentId, type: n.type } };
  });
  if (notice) await announceNotification(deps, notice);
  return goalFor(deps, actor, id);
}

async function goalFor(deps: Deps, actor: Actor, id: string): Promise<GoalDto> {
  const row = await learningPathRepo(deps.db).goal(id);
  if (!row) throw new AppError('NOT_FOUND', msg.goalNotFound);
  const { achievedOn: _, ...dto } = toGoalDto(row, actor);
  return dto;
}

/** The goal and the actor's rights over it; NOT_FOUND when the actor may not even see it. */
async function loadGoal(deps: Deps, actor: Actor, id: string) {
  const repo = learningPathRepo(deps.db);
  const row = await repo.goal(id);
  if (!row) throw new AppError('NOT_FOUND', msg.goalNotFound);
  if (isTutor(actor)) {
    const visible = actor.expertProfileId !== null && (row.expertId === actor.expertProfileId || (await repo.hasBooking(actor.expertProfileId, row.studentId)));
    if (!visible) throw new AppError('NOT_FOUND', msg.goalNotFound);
  } else if (row.studentId !== actor.userId) throw new AppError('NOT_FOUND', msg.goalNotFound);
  return { row, rights: toGoalDto(row, actor) };
}

export async function updateGoal({ deps, actor, input }: Ctx<UpdateGoalInput & { id: string }>): Promise<GoalDto> {
  const { row, rights } = await loadGoal(deps, actor, input.id);
  const rewords = input.subject !== undefined || input.title !== undefined || input.targetDate !== undefined;
  if (!rights.canSetStatus) throw new AppError('FORBIDDEN', msg.notYourGoal);
  if (rewords && !rights.canEdit) throw new AppError('FORBIDDEN', msg.studentOnlyStatus);
  const now = deps.now();
  const status = input.status ?? row.status;
  const achievedNow = status === 'achieved' && row.status !== 'achieved' && !isTutor(actor) && row.tutorUserId;
  // The change and the tutor's notification of an achieved goal commit together.
  const notice = await deps.db.transaction(async (tx) => {
    await learningPathRepo(deps.db).updateGoal(
      row.id,
      {
        subject: input.subject?.trim(),
        title: input.title?.trim(),
        targetDate: input.targetDate,
        status,
        // Achieved on the day it was first marked so; moving away from achieved forgets the day.
        achievedAt: status === 'achieved' ? (row.achievedAt ?? now) : null,
      },
      now,
      tx,
    );
    if (!achievedNow || !row.tutorUserId) return null;
    const n = await storeNotification(
      deps,
      {
        userId: row.tutorUserId,
        type: 'learning_goal.achieved',
        title: 'Goal achieved',
        body: `${actor.fullName ?? actor.name} achieved the goal "${row.title}".`,
        link: `/tutor/dashboard/students/${encodeURIComponent(row.studentId)}/path`,
      },
      tx,
    );
    return { id: n.id, userId: row.tutorUserId, type: n.type };
  });
  if (notice) await announceNotification(deps, notice);
  return goalFor(deps, actor, row.id);
}

export async function deleteGoal({ deps, actor, input }: Ctx<{ id: string }>): Promise<void> {
  const { row, rights } = await loadGoal(deps, actor, input.id);
  if (!rights.canEdit) throw new AppError('FORBIDDEN', msg.cannotDelete);
  await learningPathRepo(deps.db).deleteGoal(row.id);
}

// Expert verification by operators: the Verified badge is granted (or declined with a reason) here.
import { AppError } from '../../../shared/errors';
import type { AdminAssessment, AdminExpert, VerificationResult, VerificationStatus, VerifyBody } from '../../../shared/schemas/profiles';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { notify } from '../notifications/notifications.service';
import { assessmentsRepo, type AssessmentRow } from './assessments.repo';
import { profilesRepo } from './profiles.repo';

/** The operator sees the questions with their right answers beside the tutor's, and the score. */
function toAdminAssessment(row: AssessmentRow | undefined): AdminAssessment | null {
  if (!row?.submittedAt) return null;
  const given = new Map((row.answers ?? []).map((a) => [a.questionId, a]));
  return {
    attempt: row.attempt,
    subject: row.subject,
    source: row.source as AdminAssessment['source'],
    score: row.score ?? 0,
    total: row.total,
    submittedAt: row.submittedAt.toISOString(),
    items: row.questions.map((q) => ({
      kind: q.kind,
      question: q.question,
      options: q.options,
      correctAnswer: q.correctAnswer,
      selectedAnswer: given.get(q.id)?.selectedAnswer ?? null,
      answerText: given.get(q.id)?.answerText ?? null,
    })),
  };
}

export async function listExpertsForReview({ deps, input }: { deps: Deps; actor: Actor; input: { status: VerificationStatus } }): Promise<AdminExpert[]> {
  const rows = await profilesRepo(deps.db).listForReview(input.status);
  const assessments = await assessmentsRepo(deps.db).latestSubmitted(rows.map((r) => r.expert.userId));
  return rows.map(({ expert: e, ...r }) => ({
    id: e.id,
    userId: e.userId,
    fullName: r.fullName,
    email: r.email,
    avatarUrl: r.avatarUrl,
    city: r.city,
    domainName: r.domainName,
    customDomain: e.customDomain,
    subDomain: e.subDomain,
    bio: e.bio,
    experienceYears: e.experienceYears,
    isVerified: e.isVerified,
    status: e.isVerified ? 'verified' : e.verificationRejectedAt ? 'rejected' : 'pending',
    verificationNote: e.verificationNote,
    assessment: toAdminAssessment(assessments.get(e.userId)),
    createdAt: e.createdAt.toISOString(),
  }));
}

export async function setExpertVerification({ deps, actor, input }: { deps: Deps; actor: Actor; input: VerifyBody & { expertId: string } }): Promise<VerificationResult> {
  const reason = input.reason?.trim() || null;
  if (!input.verified && !reason) throw new AppError('VALIDATION', 'Please give a reason for declining verification.');
  const row = await profilesRepo(deps.db).setVerification(input.expertId, { verified: input.verified, note: reason, at: deps.now() });
  if (!row) throw new AppError('NOT_FOUND', 'Expert not found.');
  deps.logger.info({ adminId: actor.userId, expertId: row.id, verified: row.isVerified }, 'expert verification changed');
  await notify(deps, {
    userId: row.userId,
    type: input.verified ? 'expert.verified' : 'expert.verification_declined',
    title: input.verified ? 'Your profile is verified' : 'Verification declined',
    body: input.verified
      ? 'Students now see the Verified badge on your profile.'
      : `Your profile was not verified: ${reason}. Update your profile and complete onboarding again to resubmit.`,
    link: '/tutor/dashboard/profile',
  });
  await publishEvent(deps.bus, `user:${row.userId}`, 'expert.verification', { expertId: row.id });
  return { id: row.id, isVerified: row.isVerified };
}

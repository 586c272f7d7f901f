// Tutor onboarding: the wizard's state, the assessment and bio generation, and the final save.
import { AppError } from '../../../shared/errors';
import {
  onboardingErrors,
  validateAssessment,
  validateBasicInfo,
  validateExperience,
  validateExpertise,
  type StepError,
} from '../../../shared/rules/onboarding';
import type {
  BioRequest,
  BioResponse,
  FacetSuggestionsRequest,
  FacetSuggestionsResponse,
  OnboardingSaveData,
  OnboardingSaved,
  OnboardingState,
  QuestionsRequest,
  QuestionsResponse,
} from '../../../shared/schemas/profiles';
import { generateBio } from '../../adapters/ai/onboarding-engine';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { assessmentFor, submitAssessment } from './assessment.service';
import { assessmentsRepo } from './assessments.repo';
import { assertUsableAvatar, discardAvatar } from './avatars.service';
import { categorySubjects, facetStateOf, refreshTutorFacets, suggestFacets } from './facets.service';
import { profilesRepo } from './profiles.repo';
import { customCategoryId } from './profiles.service';
import { loadLexicon } from '../taxonomy/taxonomy.service';

type Args<I = undefined> = { deps: Deps; actor: Actor; input: I };

const fail = (error: StepError | null) => {
  if (error) throw new AppError('VALIDATION', error.description);
};

const clean = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

/** The domain's display name from an id or a custom name; custom wins, as the wizard shows it. */
async function domainLabel(deps: Deps, input: { domainId?: string | null; customDomain?: string | null }): Promise<string> {
  const custom = clean(input.customDomain);
  if (custom) return custom;
  const domain = input.domainId ? await profilesRepo(deps.db).findDomain(input.domainId) : null;
  if (!domain) throw new AppError('VALIDATION', onboardingErrors.domain.description);
  return domain.name;
}

export async function getOnboardingState({ deps, actor }: Args): Promise<OnboardingState> {
  const repo = profilesRepo(deps.db);
  const [row, domains, expert] = await Promise.all([repo.findUserWithProfile(actor.userId), repo.listDomains(), repo.findExpertByUser(actor.userId)]);
  return {
    fullName: clean(row?.profile?.fullName),
    city: clean(row?.profile?.city),
    avatarUrl: row?.profile?.avatarUrl ?? null,
    domains,
    expert: expert
      ? {
          id: expert.expert.id,
          domainId: expert.expert.domainId,
          customDomain: expert.expert.customDomain,
          subDomain: expert.expert.subDomain,
          experienceYears: expert.expert.experienceYears,
          bio: expert.expert.bio,
          languages: expert.expert.languages,
          qualifications: expert.expert.qualifications,
          ...facetStateOf(expert.expert),
        }
      : null,
  };
}

export async function createQuestions({ deps, actor, input }: Args<QuestionsRequest>): Promise<QuestionsResponse> {
  fail(validateExpertise(input));
  fail(validateExperience(input.experienceYears));
  const domain = await domainLabel(deps, input);
  return assessmentFor(deps, actor.userId, { subject: domain, subDomain: clean(input.subDomain), experienceYears: input.experienceYears, retake: input.retake ?? false });
}

/** Lists of chips: trimmed, without blanks or repeats (case-insensitive), in the tutor's order. */
const chips = (items: string[] | undefined) => {
  const seen = new Set<string>();
  return (items ?? []).map((s) => s.trim()).filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
};

export async function createBio({ deps, input }: Args<BioRequest>): Promise<BioResponse> {
  fail(validateBasicInfo({ fullName: input.fullName, city: input.city ?? '' }));
  fail(validateExpertise(input));
  fail(validateExperience(input.experienceYears));
  const domain = await domainLabel(deps, input);
  return generateBio(
    deps.ai,
    {
      fullName: input.fullName.trim(),
      subject: domain,
      subDomain: clean(input.subDomain),
      experienceYears: input.experienceYears,
      city: clean(input.city),
      languages: chips(input.languages),
      qualifications: chips(input.qualifications),
      answers: (input.answers ?? []).filter((a) => a.answer.trim()).map((a) => ({ question: a.question, answer: a.answer.trim() })),
    },
    input.person,
  );
}

/** What the tutor's words so far say they teach, for the wizard to offer as chips before the profile is saved. */
export async function suggestOnboardingFacets({ deps, input }: Args<FacetSuggestionsRequest>): Promise<FacetSuggestionsResponse> {
  const custom = clean(input.customDomain);
  const domain = !custom && input.domainId ? await profilesRepo(deps.db).findDomain(input.domainId) : null;
  const lexicon = await loadLexicon(deps);
  const suggestions = await suggestFacets(
    deps,
    { bio: clean(input.bio), domainName: domain?.name ?? null, customDomain: custom, subDomain: clean(input.subDomain), qualifications: chips(input.qualifications) },
    lexicon,
  );
  suggestions.subjects = chips([...categorySubjects(custom ?? domain?.name, lexicon), ...suggestions.subjects]);
  return { suggestions };
}

export async function saveOnboarding({ deps, actor, input }: Args<OnboardingSaveData>): Promise<OnboardingSaved> {
  const repo = profilesRepo(deps.db);
  const current = await repo.findUserWithProfile(actor.userId);
  // A name already on the account is locked: the wizard shows it read-only and the server keeps it.
  const fullName = clean(current?.profile?.fullName) ?? clean(input.fullName);
  fail(validateBasicInfo({ fullName, city: input.city }));
  fail(validateExpertise(input));
  fail(validateExperience(input.experienceYears));
  const assessment = input.assessmentId ? await assessmentsRepo(deps.db).byId(actor.userId, input.assessmentId) : null;
  if (input.assessmentId && !assessment) throw new AppError('VALIDATION', 'This assessment is not yours or no longer exists. Please reload the page.');
  if (assessment && !assessment.submittedAt) fail(validateAssessment(assessment.questions, input.answers));
  const bio = clean(input.bio);
  if (!bio) fail(onboardingErrors.bio);

  const custom = clean(input.customDomain);
  let domainId: string | null = input.domainId ?? null;
  if (custom) domainId = await customCategoryId(deps, custom);
  else if (!domainId || !(await repo.findDomain(domainId))) fail(onboardingErrors.domain);

  const currentAvatar = current?.profile?.avatarUrl ?? null;
  if (input.avatarUrl !== undefined) assertUsableAvatar(actor.userId, input.avatarUrl, currentAvatar);
  await repo.upsertProfile(actor.userId, {
    fullName,
    city: clean(input.city),
    ...(input.avatarUrl !== undefined ? { avatarUrl: input.avatarUrl } : {}),
  });
  if (input.avatarUrl !== undefined && input.avatarUrl !== currentAvatar) await discardAvatar(deps, actor.userId, currentAvatar);
  const patch = {
    bio: bio as string,
    domainId,
    customDomain: custom,
    subDomain: clean(input.subDomain),
    experienceYears: input.experienceYears,
    ...(input.languages ? { languages: chips(input.languages) } : {}),
    ...(input.qualifications ? { qualifications: chips(input.qualifications) } : {}),
    // A resubmitted profile goes back to the review queue.
    verificationRejectedAt: null,
  };
  const updated = await repo.updateExpert(actor.userId, patch);
  const saved = updated
    ? { expertProfileId: updated.id, created: false }
    : await repo.insertExpert(actor.userId, patch).then((row) => (row ? { expertProfileId: row.id, created: true } : null));
  const result = saved ?? (await repo.updateExpert(actor.userId, patch).then((row) => (row ? { expertProfileId: row.id, created: false } : null)));
  if (!result) throw new AppError('CONFLICT', 'Please try again or contact support.');
  // Graded on the server against the answers it kept; the first submit of an attempt counts.
  if (assessment && !assessment.submittedAt) await submitAssessment(deps, assessment, input.answers);
  // What the tutor wrote decides the facets search ranks on, unless they chose the chips themselves.
  await refreshTutorFacets(deps, result.expertProfileId, { chosen: input.facets, languages: input.languages, categoryChanged: true });
  const row = await repo.findExpertById(result.expertProfileId);
  if (!row) throw new AppError('CONFLICT', 'Please try again or contact support.');
  return { ...result, ...facetStateOf(row.expert) };
}

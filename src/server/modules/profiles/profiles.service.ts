// Profile & Settings: personal information for every user, the expert profile for tutors.
import { AppError, messages } from '../../../shared/errors';
import type { ExpertProfileDto, UpdateExpertProfileData, UpdateProfile, UserProfile } from '../../../shared/schemas/profiles';
import type { Tx } from '../../db/client';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { assertUsableAvatar, discardAvatar } from './avatars.service';
import { categoryParent, facetStateOf, refreshTutorFacets } from './facets.service';
import { profilesRepo, type ExpertPatch, type ProfilePatch } from './profiles.repo';
import { ensureCategory, loadLexicon } from '../taxonomy/taxonomy.service';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';

type Args<I = undefined> = { deps: Deps; actor: Actor; input: I };

const orNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

export async function getProfile({ deps, actor }: Args): Promise<UserProfile> {
  const row = await profilesRepo(deps.db).findUserWithProfile(actor.userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
  const { user, profile, expert } = row;
  return {
    id: user.id,
    email: user.email,
    username: profile?.username ?? null,
    userType: user.userType === 'tutor' ? 'tutor' : 'student',
    fullName: profile?.fullName ?? null,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    phone: profile?.phone ?? null,
    city: profile?.city ?? null,
    country: profile?.country ?? null,
    language: profile?.language ?? null,
    timezone: profile?.timezone ?? DEFAULT_TIME_ZONE,
    avatarUrl: profile?.avatarUrl ?? null,
    isVerified: Boolean(expert?.isVerified),
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export async function updateProfile({ deps, actor, input }: Args<UpdateProfile>): Promise<UserProfile> {
  const patch: ProfilePatch = {};
  if (input.firstName !== undefined) patch.firstName = orNull(input.firstName);
  if (input.lastName !== undefined) patch.lastName = orNull(input.lastName);
  if (input.phone !== undefined) patch.phone = orNull(input.phone);
  if (input.country !== undefined) patch.country = orNull(input.country);
  if (input.language !== undefined) patch.language = orNull(input.language);
  if (input.timezone !== undefined) patch.timezone = input.timezone;
  const current = await getProfile({ deps, actor, input: undefined });
  if (input.avatarUrl !== undefined) {
    assertUsableAvatar(actor.userId, input.avatarUrl, current.avatarUrl);
    patch.avatarUrl = input.avatarUrl ?? null;
  }
  // The display name follows the first and last name once either is given.
  if (input.firstName !== undefined || input.lastName !== undefined) {
    const first = patch.firstName !== undefined ? patch.firstName : current.firstName;
    const last = patch.lastName !== undefined ? patch.lastName : current.lastName;
    const full = [first, last].filter(Boolean).join(' ');
    if (full) patch.fullName = full;
  }
  if (Object.keys(patch).length) await profilesRepo(deps.db).upsertProfile(actor.userId, patch);
  if (patch.avatarUrl !== undefined && current.avatarUrl !== patch.avatarUrl) await discardAvatar(deps, actor.userId, current.avatarUrl);
  await publishEvent(deps.bus, `user:${actor.userId}`, 'profile.updated', { userId: actor.userId });
  return getProfile({ deps, actor, input: undefined });
}

export async function getExpertProfile({ deps, actor }: Args): Promise<ExpertProfileDto> {
  const row = await profilesRepo(deps.db).findExpertByUser(actor.userId);
  if (!row) throw new AppError('NOT_FOUND', messages.expertProfileNotFound);
  const e = row.expert;
  return {
    id: e.id,
    bio: e.bio,
    domainId: e.domainId,
    domainName: row.domainName,
    customDomain: e.customDomain,
    subDomain: e.subDomain,
    languages: e.languages,
    qualifications: e.qualifications,
    hourlyRate: e.hourlyRate,
    experienceYears: e.experienceYears,
    isVerified: e.isVerified,
    rating: Number(e.rating),
    totalSessions: e.totalSessions,
    headline: e.headline,
    introVideoUrl: e.introVideoUrl,
    ...facetStateOf(e),
  };
}

/**
 * The id of a category the tutor typed in: an existing one in any spelling, or a new one filed under the
 * broader catalogue category it names, which search then reads at once.
 */
export async function customCategoryId(deps: Deps, name: string): Promise<string> {
  return ensureCategory(deps, name, categoryParent(name, await loadLexicon(deps)));
}

/** Files the tutors of one category under another (an operator deleting a category), committed with that edit. */
export async function moveTutorsToCategory(tx: Tx, fromId: string, toId: string): Promise<void> {
  await profilesRepo(tx).moveCategory(fromId, toId);
}

/** Trimmed, first spelling kept, case-insensitive duplicates dropped. */
function uniqueList(items: string[]) {
  const seen = new Set<string>();
  return items.map((i) => i.trim()).filter((i) => !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()));
}

export async function updateExpertProfile({ deps, actor, input }: Args<UpdateExpertProfileData>): Promise<ExpertProfileDto> {
  const repo = profilesRepo(deps.db);
  const current = await repo.findExpertByUser(actor.userId);
  if (!current) throw new AppError('NOT_FOUND', messages.expertProfileNotFound);
  const patch: ExpertPatch = {};
  if (input.bio !== undefined) patch.bio = input.bio;
  if (input.languages !== undefined) patch.languages = input.languages;
  if (input.qualifications !== undefined) patch.qualifications = uniqueList(input.qualifications);
  if (input.hourlyRate !== undefined) patch.hourlyRate = input.hourlyRate;
  if (input.experienceYears !== undefined) patch.experienceYears = input.experienceYears;
  if (input.headline !== undefined) patch.headline = input.headline;
  if (input.introVideoUrl !== undefined) patch.introVideoUrl = input.introVideoUrl;
  const custom = orNull(input.customDomain);
  if (custom) {
    patch.domainId = await customCategoryId(deps, custom);
    patch.customDomain = custom;
  } else if (input.domainId) {
    if (!(await repo.findDomain(input.domainId))) throw new AppError('VALIDATION', 'Please choose a domain from the list.');
    patch.domainId = input.domainId;
    patch.customDomain = null;
  }
  if (Object.keys(patch).length && !(await repo.updateExpert(actor.userId, patch))) {
    throw new AppError('NOT_FOUND', messages.expertProfileNotFound);
  }
  const categoryChanged = patch.domainId !== undefined && (patch.domainId !== current.expert.domainId || patch.customDomain !== current.expert.customDomain);
  await refreshTutorFacets(deps, current.expert.id, { chosen: input.facets, languages: input.languages, categoryChanged });
  return getExpertProfile({ deps, actor, input: undefined });
}

// ── for other modules: the profiles module owns `profiles` and `expert_profiles` (decision record 022) ──

/**
 * Recomputes what search reads of a tutor after their offers change: the offers' text, the facet
 * suggestions and (until the tutor confirms their own choice) the facets.
 */
export async function refreshExpertSearchProfile(deps: Deps, expertId: string): Promise<void> {
  await refreshTutorFacets(deps, expertId);
}

/** Counts a completed session on the expert's record, committed with the booking's completion. */
export async function recordCompletedSession(deps: Deps, expertId: string, tx: Tx): Promise<void> {
  await profilesRepo(deps.db).addCompletedSession(expertId, tx);
}

/** The student's monthly session goal, or null without a profile. */
export async function monthlyGoalOf(deps: Deps, userId: string): Promise<number | null> {
  return profilesRepo(deps.db).monthlyGoal(userId);
}

export async function saveMonthlyGoal(deps: Deps, userId: string, goal: number): Promise<void> {
  await profilesRepo(deps.db).setMonthlyGoal(userId, goal);
}

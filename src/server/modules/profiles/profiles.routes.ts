import { z } from 'zod';
import { MAX_AVATAR_BYTES } from '../../../shared/schemas/profiles';
import {
  adminExpertSchema,
  avatarUploadSchema,
  bioRequestSchema,
  bioResponseSchema,
  expertProfileDtoSchema,
  onboardingSavedSchema,
  onboardingSaveSchema,
  onboardingStateSchema,
  questionsRequestSchema,
  questionsResponseSchema,
  updateExpertProfileSchema,
  updateProfileSchema,
  userProfileSchema,
  verificationResultSchema,
  verificationStatusSchema,
  verifyBodySchema,
} from '../../../shared/schemas/profiles';
import { route, type RouteDef } from '../../http/route';
import { readAvatar, readBodyLimited, uploadAvatar } from './avatars.service';
import { createBio, createQuestions, getOnboardingState, saveOnboarding } from './onboarding.service';
import { getExpertProfile, getProfile, updateExpertProfile, updateProfile } from './profiles.service';
import { listExpertsForReview, setExpertVerification } from './verification.service';

const onboarding = ['onboarding'];
const profile = ['profile'];

export const profilesRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/onboarding',
    access: 'tutor',
    summary: "The onboarding wizard's saved state and the domain list",
    tags: onboarding,
    response: onboardingStateSchema,
    handler: ({ deps, actor }) => getOnboardingState({ deps, actor, input: undefined }),
  }),
  route({
    method: 'POST',
    path: '/onboarding/questions',
    access: 'tutor',
    summary: 'Assessment questions for a domain (AI, or the built-in five)',
    tags: onboarding,
    body: questionsRequestSchema,
    response: questionsResponseSchema,
    handler: ({ deps, actor, body }) => createQuestions({ deps, actor, input: body }),
  }),
  route({
    method: 'POST',
    path: '/onboarding/bio',
    access: 'tutor',
    summary: 'A bio from the onboarding answers (AI, or the templated bio)',
    tags: onboarding,
    body: bioRequestSchema,
    response: bioResponseSchema,
    handler: ({ deps, actor, body }) => createBio({ deps, actor, input: body }),
  }),
  route({
    method: 'PUT',
    path: '/onboarding',
    access: 'tutor',
    summary: 'Completes onboarding: saves the profile and creates or updates the expert profile',
    tags: onboarding,
    body: onboardingSaveSchema,
    response: onboardingSavedSchema,
    handler: ({ deps, actor, body }) => saveOnboarding({ deps, actor, input: body }),
  }),
  route({
    method: 'POST',
    path: '/profile/avatar',
    access: 'user',
    summary: 'Uploads a profile photo (raw PNG, JPEG, WebP or GIF body, at most 2 MB); answers its URL',
    tags: profile,
    status: 201,
    rawBody: true,
    response: avatarUploadSchema,
    handler: async ({ deps, actor, c }) => uploadAvatar({ deps, actor, input: { bytes: await readBodyLimited(c.req.raw, MAX_AVATAR_BYTES) } }),
  }),
  route({
    method: 'GET',
    path: '/avatars/:owner/:name',
    access: 'public',
    summary: 'A profile photo, served with its sniffed image type',
    tags: profile,
    params: z.object({ owner: z.string().max(32), name: z.string().max(64) }),
    response: { file: 'image/*' },
    handler: async ({ deps, params }) => {
      const { body, contentType } = await readAvatar({ deps, input: params });
      return new Response(Buffer.from(body), {
        headers: { 'content-type': contentType, 'x-content-type-options': 'nosniff', 'content-disposition': 'inline', 'cache-control': 'public, max-age=86400' },
      });
    },
  }),
  route({
    method: 'GET',
    path: '/profile',
    access: 'user',
    summary: "The signed-in user's personal information",
    tags: profile,
    response: userProfileSchema,
    handler: ({ deps, actor }) => getProfile({ deps, actor, input: undefined }),
  }),
  route({
    method: 'PATCH',
    path: '/profile',
    access: 'user',
    summary: 'Updates personal information (names, phone, country, language, time zone, photo)',
    tags: profile,
    body: updateProfileSchema,
    response: userProfileSchema,
    handler: ({ deps, actor, body }) => updateProfile({ deps, actor, input: body }),
  }),
  route({
    method: 'GET',
    path: '/profile/expert',
    access: 'expert',
    summary: "The signed-in tutor's expert profile",
    tags: profile,
    response: expertProfileDtoSchema,
    handler: ({ deps, actor }) => getExpertProfile({ deps, actor, input: undefined }),
  }),
  route({
    method: 'PATCH',
    path: '/profile/expert',
    access: 'expert',
    summary: 'Updates the expert profile (bio, domain, languages, qualifications, hourly rate in minor units, years)',
    tags: profile,
    body: updateExpertProfileSchema,
    response: expertProfileDtoSchema,
    handler: ({ deps, actor, body }) => updateExpertProfile({ deps, actor, input: body }),
  }),
  route({
    method: 'GET',
    path: '/admin/experts',
    access: 'admin',
    summary: 'Experts for verification review, by status (pending by default)',
    tags: ['admin'],
    query: z.object({ status: verificationStatusSchema.default('pending') }),
    response: z.array(adminExpertSchema),
    handler: ({ deps, actor, query }) => listExpertsForReview({ deps, actor, input: query }),
  }),
  route({
    method: 'POST',
    path: '/admin/experts/:id/verify',
    access: 'admin',
    summary: 'Verifies an expert, or declines with a reason; the tutor is notified',
    tags: ['admin'],
    params: z.object({ id: z.uuid() }),
    body: verifyBodySchema,
    response: verificationResultSchema,
    handler: ({ deps, actor, params, body }) => setExpertVerification({ deps, actor, input: { ...body, expertId: params.id } }),
  }),
];

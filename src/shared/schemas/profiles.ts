// API contracts of onboarding, profile settings and expert verification.
import { z } from 'zod';
import { userTypeSchema } from './auth';
import { domainSchema, expertCardSchema } from './experts';
import { canonicalIanaZone, TIMEZONE_OPTIONS } from '../rules/time-zone';
import { entriesOf, type FacetEntry, type FacetKind } from '../catalog';
import { headlineSchema, introVideoUrlSchema } from './expert-profile';

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().max(max).nullish();

/** Avatars are only ever our own uploads: /api/avatars/{owner tag}/{random}.{ext}. */
const AVATAR_URL_PATTERN = /^\/api\/avatars\/[0-9a-f]{16}\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const avatarUrlSchema = z.string().regex(AVATAR_URL_PATTERN, 'Please upload the photo again.');

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** The time zones the profile page offers: the one list, in rules/time-zone.ts. */
export { TIMEZONE_OPTIONS };
/** A zone from the list, or any other IANA zone (sign-up suggests the browser's, which may not be listed). */
const timezoneSchema = z
  .string({ message: 'Please choose a time zone from the list.' })
  .max(64)
  .refine((zone) => canonicalIanaZone(zone) !== null, 'Please choose a time zone from the list.')
  .transform((zone) => canonicalIanaZone(zone) ?? zone);

// ── teaching facets ─────────────────────────────────────────────────────────
/**
 * What a tutor teaches, as search ranks it: subjects, boards, exams, levels (school grades are levels
 * "Grade N"), audiences, teaching styles and languages of instruction. Every kind but subjects holds
 * catalogue codes only; subjects may also be the tutor's own words.
 */
export const FACET_FIELDS = ['subjects', 'boards', 'exams', 'levels', 'audiences', 'styles', 'languages'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];
export type TutorFacetsDto = Record<FacetField, string[]>;

/** The catalogue kinds each facet holds. */
export const FACET_FIELD_KINDS: Record<FacetField, FacetKind[]> = {
  subjects: ['subject'],
  boards: ['board'],
  exams: ['exam'],
  levels: ['level', 'grade'],
  audiences: ['audience'],
  styles: ['style'],
  languages: ['language'],
};

/** What a facet is called in messages ("… is not one of the boards we list"). */
const FACET_NOUNS: Record<FacetField, string> = {
  subjects: 'subjects',
  boards: 'boards',
  exams: 'exams',
  levels: 'levels or grades',
  audiences: 'audiences',
  styles: 'teaching styles',
  languages: 'languages',
};

export const FACET_LIMITS = { items: 24, subjectLength: 60 } as const;

const fold = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const lookups = new Map<FacetField, Map<string, string>>();
/** Codes, labels and aliases of a facet's catalogue entries, folded, to their code. */
function lookupOf(field: FacetField): Map<string, string> {
  let map = lookups.get(field);
  if (map) return map;
  map = new Map();
  const entries: FacetEntry[] = FACET_FIELD_KINDS[field].flatMap((k) => entriesOf(k));
  // Codes first, then labels, then aliases: an alias never shadows another entry's code.
  for (const e of entries) map.set(fold(e.code), e.code);
  for (const e of entries) if (!map.has(fold(e.label))) map.set(fold(e.label), e.code);
  for (const e of entries) for (const a of e.aliases) if (!map.has(fold(a))) map.set(fold(a), e.code);
  lookups.set(field, map);
  return map;
}

/** The catalogue code a tutor's chip stands for ("maths" → "Mathematics", "bangla" → "Bengali"), or null. */
export function facetCode(field: FacetField, value: string): string | null {
  return lookupOf(field).get(fold(value)) ?? null;
}

/** Case-insensitive duplicates dropped, first spelling kept, order kept. */
export function uniqueChips(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()));
}

/** One facet's chips: catalogue codes, or for subjects also the tutor's own words (trimmed, length-limited). */
function facetListSchema(field: FacetField) {
  const item = z
    .string()
    .trim()
    .min(1, `Empty ${FACET_NOUNS[field]} cannot be saved.`)
    .transform((value, ctx) => {
      const code = facetCode(field, value);
      if (code) return code;
      if (field === 'subjects') {
        if (value.length <= FACET_LIMITS.subjectLength) return value.replace(/\s+/g, ' ');
        ctx.addIssue({ code: 'custom', message: `Please keep each subject under ${FACET_LIMITS.subjectLength} characters.` });
        return z.NEVER;
      }
      ctx.addIssue({ code: 'custom', message: `"${value.slice(0, 40)}" is not one of the ${FACET_NOUNS[field]} we list. Please choose from the list.` });
      return z.NEVER;
    });
  return z
    .array(item)
    .max(FACET_LIMITS.items, `At most ${FACET_LIMITS.items} ${FACET_NOUNS[field]}.`)
    .transform((list) => uniqueChips(list));
}

/** The tutor's confirmed choice: every facet, an absent one meaning none. */
const tutorFacetsInputSchema = z.object(
  Object.fromEntries(FACET_FIELDS.map((f) => [f, facetListSchema(f).default([])])) as Record<FacetField, z.ZodDefault<ReturnType<typeof facetListSchema>>>,
);

const tutorFacetsSchema = z.object(Object.fromEntries(FACET_FIELDS.map((f) => [f, z.array(z.string())])) as Record<FacetField, z.ZodArray<z.ZodString>>);

/** A tutor's facets as their profile shows them. */
const facetStateFields = {
  /** What search ranks on: the tutor's confirmed choice, or (until they confirm) what they stated plus what their own text says. */
  facets: tutorFacetsSchema,
  /** What the tutor's own text (bio, category, sub-domain, qualifications, offers) says they teach. */
  facetSuggestions: tutorFacetsSchema,
  /** Whether the tutor has confirmed the facets; until then they follow the suggestions. */
  facetsConfirmed: z.boolean(),
};

/** Suggestions for the wizard, from what the tutor has written so far. */
export const facetSuggestionsResponseSchema = z.object({ suggestions: tutorFacetsSchema });
export type FacetSuggestionsResponse = z.infer<typeof facetSuggestionsResponseSchema>;

// ── onboarding ──────────────────────────────────────────────────────────────
/**
 * One assessment question as the tutor sees it: four options for a subject question, none for an open
 * question answered in words. Which option is correct is never sent (decision record 019).
 */
const assessmentQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['choice', 'open']),
  question: z.string(),
  options: z.array(z.string()),
});
export type AssessmentQuestionDto = z.infer<typeof assessmentQuestionSchema>;

const assessmentAnswerSchema = z.object({
  questionId: text(60),
  selectedAnswer: z.number().int().min(0).max(5).nullish(),
  answerText: text(2000).nullish(),
});
export type AssessmentAnswer = z.infer<typeof assessmentAnswerSchema>;

const expertiseFields = {
  domainId: z.uuid().nullish(),
  customDomain: optionalText(80),
  subDomain: optionalText(80),
  experienceYears: z.number().int().min(0).max(80),
};

const listField = (max: number, each: number) => z.array(z.string().trim().min(1).max(each)).max(max);
/** Languages of instruction (from the list) and qualifications, as chips. */
const teachingFacts = {
  languages: facetListSchema('languages').optional(),
  qualifications: listField(8, 120).optional(),
};

/** `retake` asks for the one new attempt a tutor may take after submitting the first. */
export const questionsRequestSchema = z.object({ ...expertiseFields, retake: z.boolean().optional() });
export type QuestionsRequest = z.infer<typeof questionsRequestSchema>;

export const questionsResponseSchema = z.object({
  assessmentId: z.uuid(),
  attempt: z.number().int(),
  retakesLeft: z.number().int(),
  subject: z.string(),
  questions: z.array(assessmentQuestionSchema),
  source: z.enum(['ai', 'builtin']),
  /** Set once this attempt was submitted with the profile: the tutor's answers and score. */
  submitted: z
    .object({ score: z.number().int(), total: z.number().int(), answers: z.array(assessmentAnswerSchema) })
    .nullable(),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

const BIO_PERSONS = ['first', 'third'] as const;
export type BioPerson = (typeof BIO_PERSONS)[number];

export const bioRequestSchema = z.object({
  ...expertiseFields,
  ...teachingFacts,
  fullName: text(120),
  city: optionalText(120),
  person: z.enum(BIO_PERSONS).default('third'),
  /** The tutor's own words from the assessment (open answers), used as facts. */
  answers: z.array(z.object({ question: text(500), answer: text(2000) })).max(20).optional(),
});
export type BioRequest = z.infer<typeof bioRequestSchema>;

export const bioResponseSchema = z.object({ bio: z.string(), variants: z.array(z.string()), source: z.enum(['ai', 'builtin']) });
export type BioResponse = z.infer<typeof bioResponseSchema>;

export const onboardingSaveSchema = z.object({
  ...expertiseFields,
  ...teachingFacts,
  fullName: text(120),
  city: text(120),
  avatarUrl: avatarUrlSchema.nullish(),
  bio: text(4000),
  /** Null only when the questions could not be loaded and the spec's built-in questions were shown. */
  assessmentId: z.uuid().nullish(),
  answers: z.array(assessmentAnswerSchema).max(20),
  /** The tutor's own choice of facets; sent only when the tutor set them, which confirms them. */
  facets: tutorFacetsInputSchema.optional(),
});
/** The wizard's request, as sent. */
export type OnboardingSave = z.input<typeof onboardingSaveSchema>;
/** The request as validated: chips trimmed and mapped to catalogue codes. */
export type OnboardingSaveData = z.output<typeof onboardingSaveSchema>;

/** What the wizard knows so far, read for facet suggestions. */
export const facetSuggestionsRequestSchema = z.object({
  domainId: z.uuid().nullish(),
  customDomain: optionalText(80),
  subDomain: optionalText(80),
  bio: optionalText(4000),
  qualifications: listField(8, 120).optional(),
});
export type FacetSuggestionsRequest = z.infer<typeof facetSuggestionsRequestSchema>;

// Answers. Ids are strings (users' ids are not UUIDs); instants are ISO 8601 in UTC.
const instant = z.iso.datetime();

/** The tutor's own expert profile: the public card's fields and the sub-domain the card does not show. */
export const expertProfileDtoSchema = expertCardSchema
  .pick({
    id: true,
    bio: true,
    domainId: true,
    domainName: true,
    customDomain: true,
    languages: true,
    qualifications: true,
    hourlyRate: true,
    experienceYears: true,
    isVerified: true,
    rating: true,
    totalSessions: true,
  })
  .extend({ subDomain: z.string().nullable(), headline: z.string().nullable(), introVideoUrl: z.string().nullable(), ...facetStateFields });
export type ExpertProfileDto = z.infer<typeof expertProfileDtoSchema>;

export const onboardingStateSchema = z.object({
  fullName: z.string().nullable(),
  city: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  domains: z.array(domainSchema),
  /** The tutor's expert profile so far, or null before the first save. */
  expert: expertProfileDtoSchema
    .pick({
      id: true,
      domainId: true,
      customDomain: true,
      subDomain: true,
      experienceYears: true,
      bio: true,
      languages: true,
      qualifications: true,
      facets: true,
      facetSuggestions: true,
      facetsConfirmed: true,
    })
    .nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const onboardingSavedSchema = z.object({ expertProfileId: z.string(), created: z.boolean(), ...facetStateFields });
export type OnboardingSaved = z.infer<typeof onboardingSavedSchema>;

/** The new photo's own URL, to save on the profile. */
export const avatarUploadSchema = z.object({ avatarUrl: avatarUrlSchema });
export type AvatarUpload = z.infer<typeof avatarUploadSchema>;

// ── profile settings ────────────────────────────────────────────────────────
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  userType: userTypeSchema,
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string().nullable(),
  timezone: z.string(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  createdAt: instant,
  lastLoginAt: instant.nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const personal = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters.`).nullish();

export const updateProfileSchema = z.object({
  firstName: personal(60),
  lastName: personal(60),
  phone: z
    .string()
    .trim()
    .max(32)
    .refine((v) => v === '' || /^\+?[0-9 ()-]{6,}$/.test(v), 'Please enter a valid phone number.')
    .nullish(),
  country: personal(80),
  language: personal(60),
  timezone: timezoneSchema.optional(),
  avatarUrl: avatarUrlSchema.nullish(),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

const listItem = z.string().trim().min(1).max(80);

export const updateExpertProfileSchema = z.object({
  bio: z.string().trim().min(1, 'Bio cannot be empty.').max(4000, 'Bio must be 4000 characters or fewer.').optional(),
  domainId: z.uuid('Please choose a domain from the list.').nullish(),
  customDomain: z.string().trim().max(80).nullish(),
  languages: facetListSchema('languages').optional(),
  qualifications: z.array(listItem).max(20, 'At most 20 qualifications.').optional(),
  hourlyRate: z
    .number()
    .int('The hourly rate must be a whole amount.')
    .min(0, 'The hourly rate cannot be negative.')
    .max(100_000_000, 'The hourly rate is too high.')
    .nullish(),
  experienceYears: z
    .number()
    .int('Years of experience must be a whole number.')
    .min(0, 'Years of experience cannot be negative.')
    .max(80, 'Years of experience must be 80 or fewer.')
    .optional(),
  /** The tutor's own choice of facets, which confirms them. */
  facets: tutorFacetsInputSchema.optional(),
  /** One line under the name on the public profile; empty removes it. */
  headline: headlineSchema.optional(),
  /** A YouTube or Vimeo https link; empty removes it. */
  introVideoUrl: introVideoUrlSchema.optional(),
});
export type UpdateExpertProfile = z.input<typeof updateExpertProfileSchema>;
export type UpdateExpertProfileData = z.output<typeof updateExpertProfileSchema>;

// ── verification ────────────────────────────────────────────────────────────
export const verificationStatusSchema = z.enum(['pending', 'verified', 'rejected', 'all']);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const verifyBodySchema = z.object({
  verified: z.boolean(),
  reason: z.string().trim().max(1000).optional(),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

/** The tutor's latest submitted assessment, as the operator reviews it. */
const adminAssessmentSchema = z.object({
  attempt: z.number().int(),
  subject: z.string(),
  source: z.enum(['ai', 'builtin']),
  score: z.number().int(),
  total: z.number().int(),
  submittedAt: instant,
  items: z.array(
    z.object({
      kind: z.enum(['choice', 'open']),
      question: z.string(),
      options: z.array(z.string()),
      correctAnswer: z.number().int().nullable(),
      selectedAnswer: z.number().int().nullable(),
      answerText: z.string().nullable(),
    }),
  ),
});
export type AdminAssessment = z.infer<typeof adminAssessmentSchema>;

export const adminExpertSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  domainName: z.string().nullable(),
  customDomain: z.string().nullable(),
  subDomain: z.string().nullable(),
  bio: z.string().nullable(),
  experienceYears: z.number().int(),
  isVerified: z.boolean(),
  status: z.enum(['pending', 'verified', 'rejected']),
  verificationNote: z.string().nullable(),
  assessment: adminAssessmentSchema.nullable(),
  createdAt: instant,
});
export type AdminExpert = z.infer<typeof adminExpertSchema>;

export const verificationResultSchema = z.object({ id: z.string(), isVerified: z.boolean() });
export type VerificationResult = z.infer<typeof verificationResultSchema>;

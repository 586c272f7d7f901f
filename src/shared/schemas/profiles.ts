// API contracts of onboarding, profile settings and expert verification.
import { z } from 'zod';

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().max(max).nullish();

/** Avatars are only ever our own uploads: /api/avatars/{owner tag}/{random}.{ext}. */
export const AVATAR_URL_PATTERN = /^\/api\/avatars\/[0-9a-f]{16}\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
export const avatarUrlSchema = z.string().regex(AVATAR_URL_PATTERN, 'Please upload the photo again.');

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** The time zones the profile page offers (the spec's list as IANA zones). */
export const TIMEZONE_OPTIONS = [
  { label: 'UTC', value: 'UTC' },
  { label: 'Eastern Time', value: 'America/New_York' },
  { label: 'Central Time', value: 'America/Chicago' },
  { label: 'Mountain Time', value: 'America/Denver' },
  { label: 'Pacific Time', value: 'America/Los_Angeles' },
  { label: 'London', value: 'Europe/London' },
  { label: 'Paris', value: 'Europe/Paris' },
  { label: 'Berlin', value: 'Europe/Berlin' },
  { label: 'Tokyo', value: 'Asia/Tokyo' },
  { label: 'Shanghai', value: 'Asia/Shanghai' },
  { label: 'India (Asia/Kolkata)', value: 'Asia/Kolkata' },
  { label: 'Sydney', value: 'Australia/Sydney' },
] as const;
export const timezoneSchema = z.enum(TIMEZONE_OPTIONS.map((t) => t.value) as [string, ...string[]], {
  message: 'Please choose a time zone from the list.',
});

// ── onboarding ──────────────────────────────────────────────────────────────
/**
 * One assessment question as the tutor sees it: four options for a subject question, none for an open
 * question answered in words. Which option is correct is never sent (decision record 019).
 */
export const assessmentQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['choice', 'open']),
  question: z.string(),
  options: z.array(z.string()),
});
export type AssessmentQuestionDto = z.infer<typeof assessmentQuestionSchema>;

export const assessmentAnswerSchema = z.object({
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
/** Languages of instruction and qualifications, as chips. */
const teachingFacts = {
  languages: listField(8, 40).optional(),
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

export const BIO_PERSONS = ['first', 'third'] as const;
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
});
export type OnboardingSave = z.infer<typeof onboardingSaveSchema>;

export type OnboardingState = {
  fullName: string | null;
  city: string | null;
  avatarUrl: string | null;
  domains: { id: string; name: string }[];
  expert: {
    id: string;
    domainId: string | null;
    customDomain: string | null;
    subDomain: string | null;
    experienceYears: number;
    bio: string | null;
    languages: string[];
    qualifications: string[];
  } | null;
};

export type OnboardingSaved = { expertProfileId: string; created: boolean };
export type AvatarUpload = { avatarUrl: string };

// ── profile settings ────────────────────────────────────────────────────────
export type UserProfile = {
  id: string;
  email: string;
  username: string | null;
  userType: 'student' | 'tutor';
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  language: string | null;
  timezone: string;
  avatarUrl: string | null;
  isVerified: boolean;
  createdAt: string;
  lastLoginAt: string | null;
};

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

export type ExpertProfileDto = {
  id: string;
  bio: string | null;
  domainId: string | null;
  domainName: string | null;
  customDomain: string | null;
  subDomain: string | null;
  languages: string[];
  qualifications: string[];
  /** Minor units per hour. */
  hourlyRate: number | null;
  experienceYears: number;
  isVerified: boolean;
  rating: number;
  totalSessions: number;
};

const listItem = z.string().trim().min(1).max(80);

export const updateExpertProfileSchema = z.object({
  bio: z.string().trim().min(1, 'Bio cannot be empty.').max(4000, 'Bio must be 4000 characters or fewer.').optional(),
  domainId: z.uuid('Please choose a domain from the list.').nullish(),
  customDomain: z.string().trim().max(80).nullish(),
  languages: z.array(listItem).max(20, 'At most 20 languages.').optional(),
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
});
export type UpdateExpertProfile = z.infer<typeof updateExpertProfileSchema>;

// ── verification ────────────────────────────────────────────────────────────
export const verificationStatusSchema = z.enum(['pending', 'verified', 'rejected', 'all']);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const verifyBodySchema = z.object({
  verified: z.boolean(),
  reason: z.string().trim().max(1000).optional(),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

export type AdminExpert = {
  id: string;
  userId: string;
  fullName: string | null;
  email: string;
  avatarUrl: string | null;
  city: string | null;
  domainName: string | null;
  customDomain: string | null;
  subDomain: string | null;
  bio: string | null;
  experienceYears: number;
  isVerified: boolean;
  status: 'pending' | 'verified' | 'rejected';
  verificationNote: string | null;
  assessment: AdminAssessment | null;
  createdAt: string;
};

/** The tutor's latest submitted assessment, as the operator reviews it. */
export type AdminAssessment = {
  attempt: number;
  subject: string;
  source: 'ai' | 'builtin';
  score: number;
  total: number;
  submittedAt: string;
  items: { kind: 'choice' | 'open'; question: string; options: string[]; correctAnswer: number | null; selectedAnswer: number | null; answerText: string | null }[];
};

import { z } from 'zod';
import { canonicalIanaZone } from '../rules/time-zone';

export const userTypeSchema = z.enum(['student', 'tutor']);
export type UserType = z.infer<typeof userTypeSchema>;

/** The public sign-up contract (DESIGN.md §5). */
export const signUpBodySchema = z.object({
  email: z.email('Please enter a valid e-mail address.').max(254),
  password: z.string().min(8, 'Password must be at least 8 characters.').max(128, 'Password is too long.'),
  name: z.string().trim().min(1, 'Full name is required.').max(120),
  fullName: z.string().trim().min(1, 'Full name is required.').max(120),
  userType: userTypeSchema,
  phone: z
    .string()
    .trim()
    .min(1, 'Phone is required.')
    .max(32)
    .regex(/^\+?[0-9 ()-]{6,}$/, 'Please enter a valid phone number.'),
  callbackURL: z.string().max(500).optional(),
  /** The new profile's time zone, an IANA name (the form suggests the browser's); the platform default when absent. */
  timezone: z
    .string()
    .max(64)
    .refine((z) => canonicalIanaZone(z) !== null, 'Please choose a valid time zone.')
    .optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: z.email('Please enter a valid e-mail address.').max(254),
  password: z.string().min(1, 'Password is required.').max(128),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(500).optional(),
});

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  userType: userTypeSchema,
  isAdmin: z.boolean(),
  expertProfileId: z.string().nullable(),
  hasExpertBio: z.boolean(),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  profile: z
    .object({
      fullName: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      phone: z.string().nullable(),
      timezone: z.string(),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** What the browser needs before sign-in: the social sign-in providers configured, the currency, the environment. */
export const publicConfigSchema = z.object({
  oauthProviders: z.array(z.enum(['google', 'github'])),
  /** ISO 4217 code of the platform currency. */
  currency: z.string(),
  environment: z.enum(['development', 'production', 'test']),
  /** Who takes payments: the booking page says "Pay … and book" for an online provider, "Pay the tutor directly" offline. */
  paymentProvider: z.enum(['test', 'stripe', 'razorpay', 'offline']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

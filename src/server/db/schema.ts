// The whole data model. Auth tables follow better-auth's field names; everything else is ours.
// Invariants live here too (CHECKs, uniques); the bookings EXCLUDE constraint is in a hand-written migration.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '../../shared/rules/time-zone';

/** A parsed full-text document; written only by database triggers, read only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tstz('created_at').notNull().defaultNow();
const updatedAt = () => tstz('updated_at').notNull().defaultNow();

// ── auth (better-auth) ──────────────────────────────────────────────────────
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    userType: text('user_type').notNull().default('student'),
    isAdmin: boolean('is_admin').notNull().default(false),
    lastLoginAt: tstz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_type_check', sql`${t.userType} in ('student', 'tutor')`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: tstz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tstz('access_token_expires_at'),
    refreshTokenExpiresAt: tstz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Failed sign-in attempts per key (e-mail + address), for throttling across app processes. */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: tstz('window_start').notNull().defaultNow(),
});

/**
 * Recent actions per rate-limit key (e.g. `message:{userId}`), one row per distinct request token, so a limit
 * holds across app processes and an idempotent resend (the same token) is not counted twice.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    token: text('token').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.token] }), index('rate_limit_hits_key_at_idx').on(t.key, t.at)],
);

// ── people ──────────────────────────────────────────────────────────────────
/** One profile per user: the spec's `profiles` and `accounts_user` in one row. */
export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  username: text('username').unique(),
  phone: text('phone'),
  city: text('city'),
  country: text('country'),
  language: text('language'),
  timezone: text('timezone').notNull().default(DEFAULT_TIME_ZONE),
  avatarUrl: text('avatar_url'),
  bio: text('bio'),
  monthlyGoal: integer('monthly_goal').notNull().default(8),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const domains = pgTable(
  'domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The broader category this one sits under ("Spoken English" under English); null for a top-level one. */
    parentId: uuid('parent_id').references((): AnyPgColumn => domains.id, { onDelete: 'set null' }),
    /** Other names and spellings students type for it ("Maths", "Math"). */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** Reference data from the facet catalogue (migration 0010), as opposed to one an operator added. */
    isReference: boolean('is_reference').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('domains_name_lower_idx').on(sql`lower(${t.name})`), index('domains_parent_idx').on(t.parentId)],
);

/**
 * A tutor's onboarding assessment: the questions drawn (with their answers, kept on the server), what the
 * tutor answered and the score. One first attempt and one retake.
 */
export const tutorAssessments = pgTable(
  'tutor_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    subject: text('subject').notNull(),
    level: text('level').notNull(),
    source: text('source').notNull(),
    questions: jsonb('questions').notNull(),
    answers: jsonb('answers'),
    score: smallint('score'),
    total: smallint('total').notNull(),
    submittedAt: tstz('submitted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tutor_assessments_attempt_idx').on(t.userId, t.attempt),
    check('tutor_assessment_attempt', sql`${t.attempt} in (1, 2)`),
    check('tutor_assessment_score', sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= ${t.total})`),
  ],
);

export const expertProfiles = pgTable(
  'expert_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    bio: text('bio'),
    domainId: uuid('domain_id').references(() => domains.id, { onDelete: 'set null' }),
    customDomain: text('custom_domain'),
    subDomain: text('sub_domain'),
    /** Minor units of the platform currency per hour. */
    hourlyRate: integer('hourly_rate'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(5),
    ratingCount: integer('rating_count').notNull().default(0),
    totalSessions: integer('total_sessions').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: tstz('verified_at'),
    /** Set when an operator declines verification; cleared when the expert resubmits onboarding. */
    verificationRejectedAt: tstz('verification_rejected_at'),
    verificationNote: text('verification_note'),
    experienceYears: integer('experience_years').notNull().default(1),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    qualifications: text('qualifications').array().notNull().default(sql`'{}'::text[]`),
    /** Structured teaching facets used by AI search: boards, exams, levels, audiences, styles, subjects. */
    boards: text('boards').array().notNull().default(sql`'{}'::text[]`),
    exams: text('exams').array().notNull().default(sql`'{}'::text[]`),
    levels: text('levels').array().notNull().default(sql`'{}'::text[]`),
    audiences: text('audiences').array().notNull().default(sql`'{}'::text[]`),
    styles: text('styles').array().notNull().default(sql`'{}'::text[]`),
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    assessment: jsonb('assessment').notNull().default(sql`'[]'::jsonb`),
    /** One line under the name on the public profile ("CBSE Maths for Classes 9–12"). */
    headline: text('headline'),
    /** An uploaded intro video's path or a YouTube/Vimeo address, played only on click. */
    introVideoUrl: text('intro_video_url'),
    /** Minor units: the cheapest published one-to-one offer (trial excluded); kept by the offerings service. */
    priceFrom: integer('price_from'),
    /** Whether a trial offer is published, and its price (minor units, 0 = free); kept by the offerings service. */
    hasTrial: boolean('has_trial').notNull().default(false),
    trialPrice: integer('trial_price'),
    /** Titles and descriptions of the expert's published offers, kept by the offerings service for search. */
    offerText: text('offer_text'),
    /** When the tutor last confirmed the teaching facets; null while they are inferred from what the tutor wrote. */
    facetsConfirmedAt: tstz('facets_confirmed_at'),
    /** Facets inferred from the tutor's own text, offered as suggestions: { subjects: [...], boards: [...], ... }. */
    facetSuggestions: jsonb('facet_suggestions').notNull().default(sql`'{}'::jsonb`),
    /** The search document (bio, category, facets), kept current by a trigger (migration 0004). */
    searchTsv: tsvector('search_tsv'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expert_profiles_domain_idx').on(t.domainId),
    index('expert_profiles_rating_idx').on(t.rating, t.id),
    // The public list's order: the rating shrunk toward the prior by few reviews (src/shared/rules/rating.ts);
    // written exactly as experts.repo's bayesRatingSql so the planner uses it.
    index('expert_profiles_bayes_rating_idx').on(sql`((${t.rating} * ${t.ratingCount} + 22.5) / (${t.ratingCount} + 5)) desc`, t.id),
    // The list by price either way, written exactly as experts.repo's sort keys (experts without a price come last).
    index('expert_profiles_price_asc_idx').on(sql`(coalesce(${t.priceFrom}, 2147483647))`, t.id),
    index('expert_profiles_price_desc_idx').on(sql`(coalesce(${t.priceFrom}, -1)) desc`, t.id),
    check('expert_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('expert_experience_range', sql`${t.experienceYears} >= 0 and ${t.experienceYears} <= 80`),
    check('expert_hourly_rate_nonneg', sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
  ],
);

/**
 * AI search's narrow copy of each public expert's facets, kept by a trigger on expert_profiles (migration 0006).
 * A facet row is a fifth of a profile row, so scanning thousands of subject matches to rank them touches a
 * fifth of the pages; only public experts (with a bio) have one.
 */
export const expertSearchFacets = pgTable(
  'expert_search_facets',
  {
    expertId: uuid('expert_id')
      .primaryKey()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    experienceYears: integer('experience_years').notNull(),
    hourlyRate: integer('hourly_rate'),
    totalSessions: integer('total_sessions').notNull(),
    isVerified: boolean('is_verified').notNull(),
    customDomain: text('custom_domain'),
    subjects: text('subjects').array().notNull(),
    exams: text('exams').array().notNull(),
    // Each kind's values as bits of one integer (search_facet_bits): the search's pre-score
    // tests an integer per kind instead of a text array. 0 = none of the values has a bit. The arrays
    // themselves are read from the profile (both migration 0008): a narrower row is fewer pages per subject.
    boardsBits: bigint('boards_bits', { mode: 'bigint' }).notNull().default(sql`0`),
    languagesBits: bigint('languages_bits', { mode: 'bigint' }).notNull().default(sql`0`),
    levelsBits: bigint('levels_bits', { mode: 'bigint' }).notNull().default(sql`0`),
    audiencesBits: bigint('audiences_bits', { mode: 'bigint' }).notNull().default(sql`0`),
    stylesBits: bigint('styles_bits', { mode: 'bigint' }).notNull().default(sql`0`),
    /** rating × 100 as a small integer: the candidate sort compares integers, not numerics. */
    ratingKey: smallint('rating_key').generatedAlwaysAs(sql`(rating * 100)::smallint`),
    ratingCount: integer('rating_count').notNull().default(0),
    priceFrom: integer('price_from'),
    hasTrial: boolean('has_trial').notNull().default(false),
  },
  (t) => [
    index('expert_search_facets_domain_idx').on(t.domainId),
    index('expert_search_facets_rating_idx').on(sql`${t.rating} desc`, t.expertId),
    // No pending list: the embedded database has no autovacuum to merge it, and scanning it grows with every insert.
    index('expert_search_facets_subjects_idx').using('gin', t.subjects).with({ fastupdate: false }),
    index('expert_search_facets_exams_idx').using('gin', t.exams).with({ fastupdate: false }),
  ],
);

/**
 * The bit of each soft facet value (board, language, level, audience, style), per kind, lower-cased. Bits are
 * handed out on first use; a kind's 64th and later values get none and are matched through the arrays.
 */
export const searchFacetBits = pgTable(
  'search_facet_bits',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    bit: smallint('bit'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] }), uniqueIndex('search_facet_bits_kind_bit_idx').on(t.kind, t.bit)],
);

// ── offers and availability ─────────────────────────────────────────────────
export const offerings = pgTable(
  'offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Minor units (paise for INR). */
    price: integer('price').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    maxStudents: integer('max_students').notNull().default(1),
    category: text('category'),
    /** A trial lesson: 25 or 30 minutes, one student, its own price (possibly 0); one published per tutor. */
    isTrial: boolean('is_trial').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offerings_expert_idx').on(t.expertId, t.createdAt),
    check('offering_price_nonneg', sql`${t.price} >= 0`),
    check('offering_max_students_range', sql`${t.maxStudents} between 1 and 20`),
    check('offering_duration_range', sql`${t.durationMinutes} between 15 and 480`),
    check('offering_title_nonblank', sql`length(trim(${t.title})) > 0`),
    check('offering_trial_shape', sql`not ${t.isTrial} or (${t.durationMinutes} in (25, 30) and ${t.maxStudents} = 1)`),
    uniqueIndex('offerings_one_trial_idx').on(t.expertId).where(sql`${t.isTrial} and ${t.isActive}`),
  ],
);

export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurrencePattern: text('recurrence_pattern'),
    recurrenceDays: integer('recurrence_days').array(),
    recurrenceEndDate: date('recurrence_end_date'),
    /** Rows created together by one recurring request share a series id. */
    seriesId: uuid('series_id'),
    timezone: text('timezone').notNull().default(DEFAULT_TIME_ZONE),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('availability_tutor_start_idx').on(t.tutorId, t.startTime),
    check('slot_length', sql`${t.endTime} - ${t.startTime} between interval '15 minutes' and interval '8 hours'`),
    check(
      'slot_recurrence_pattern',
      sql`${t.recurrencePattern} is null or ${t.recurrencePattern} in ('daily', 'weekly', 'monthly')`,
    ),
  ],
);

export const availabilitySettings = pgTable(
  'availability_settings',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    defaultTimezone: text('default_timezone').notNull().default(DEFAULT_TIME_ZONE),
    workingHours: jsonb('working_hours').notNull(),
    defaultSessionDuration: integer('default_session_duration').notNull().default(60),
    bufferTimeBefore: integer('buffer_time_before').notNull().default(15),
    bufferTimeAfter: integer('buffer_time_after').notNull().default(15),
    advanceBookingDays: integer('advance_booking_days').notNull().default(30),
    maxBookingsPerDay: integer('max_bookings_per_day').notNull().default(8),
    autoConfirmBookings: boolean('auto_confirm_bookings').notNull().default(false),
    /** The weekly schedule ({ monday: [{ start, end }], … } in default_timezone); null until the tutor saves one (decision 028). */
    weeklySchedule: jsonb('weekly_schedule'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_buffer_before', sql`${t.bufferTimeBefore} between 0 and 60`),
    check('settings_buffer_after', sql`${t.bufferTimeAfter} between 0 and 60`),
    check('settings_advance_days', sql`${t.advanceBookingDays} between 1 and 365`),
    check('settings_max_per_day', sql`${t.maxBookingsPerDay} between 1 and 24`),
    check('settings_duration', sql`${t.defaultSessionDuration} in (30, 45, 60, 90, 120)`),
  ],
);

/** A date of the weekly schedule with other hours: `ranges` replace the weekday's, none is a day off (decision 028). */
export const availabilityOverrides = pgTable(
  'availability_overrides',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    /** The calendar day in the schedule's zone. */
    date: date('date').notNull(),
    ranges: jsonb('ranges').notNull().default(sql`'[]'::jsonb`),
    /** A holiday's or day's name, shown to the tutor only. */
    label: text('label'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tutorId, t.date] }), check('override_label_length', sql`char_length(${t.label}) <= 80`)],
);

// ── bookings and reviews ────────────────────────────────────────────────────
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    offeringId: uuid('offering_id').references(() => offerings.id, { onDelete: 'set null' }),
    scheduledAt: tstz('scheduled_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    totalAmount: integer('total_amount').notNull().default(0),
    sessionType: text('session_type').notNull().default('one_on_one'),
    /** A trial lesson: a student has at most one live (not cancelled) trial per tutor. */
    isTrial: boolean('is_trial').notNull().default(false),
    /** Shared by the bookings of one group session; they may overlap each other, nothing else. */
    groupSessionId: uuid('group_session_id'),
    idempotencyKey: text('idempotency_key'),
    cancelledBy: text('cancelled_by'),
    /** Why the session was cancelled or declined, in the canceller's words; the other side is told it. */
    cancelReason: text('cancel_reason'),
    completedAt: tstz('completed_at'),
    /** When each side first entered the live room with its window open: attendance, once known. */
    studentJoinedAt: tstz('student_joined_at'),
    tutorJoinedAt: tstz('tutor_joined_at'),
    reminderSentAt: tstz('reminder_sent_at'),
    /** iCalendar SEQUENCE of the session's invites: a trigger bumps it when the time or status changes. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    whiteboard: jsonb('whiteboard'),
    tutorNotes: text('tutor_notes'),
    /** Where the student's payment stands (payments.status mirrored for lists; not_required for free sessions). */
    paymentStatus: text('payment_status').notNull().default('not_required'),
    /** Until when an unpaid booking holds its slot; null once paid or when nothing is held. */
    holdExpiresAt: tstz('hold_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_hold_idx').on(t.holdExpiresAt).where(sql`${t.paymentStatus} = 'requires_payment' and ${t.holdExpiresAt} is not null`),
    /** An expert's earliest unpaid hold, read with the schedule under the booking lock (booking_schedule's next_hold_expiry). */
    index('bookings_expert_hold_idx').on(t.expertId, t.holdExpiresAt).where(sql`${t.paymentStatus} = 'requires_payment' and ${t.status} = 'pending'`),
    check('booking_payment_status', sql`${t.paymentStatus} in ('requires_payment', 'paid', 'refunded', 'partially_refunded', 'not_required', 'failed', 'expired')`),
    index('bookings_expert_time_idx').on(t.expertId, t.scheduledAt),
    index('bookings_student_time_idx').on(t.studentId, t.scheduledAt),
    uniqueIndex('bookings_idempotency_idx').on(t.studentId, t.idempotencyKey),
    uniqueIndex('bookings_one_trial_idx').on(t.studentId, t.expertId).where(sql`${t.isTrial} and ${t.status} <> 'cancelled'`),
    /** A group session's seats, found together (the class room, a class-wide confirm or cancel). */
    index('bookings_group_session_idx').on(t.groupSessionId).where(sql`${t.groupSessionId} is not null`),
    check('booking_status', sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled')`),
    check('booking_session_type', sql`${t.sessionType} in ('one_on_one', 'group')`),
    check('booking_time_order', sql`${t.endsAt} > ${t.scheduledAt}`),
    check('booking_amount_nonneg', sql`${t.totalAmount} >= 0`),
    check('booking_cancel_reason_length', sql`char_length(${t.cancelReason}) <= 500`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    offeringId: uuid('offering_id').references(() => offerings.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    /** The review's text; the student may edit rating and text for 14 days. */
    comment: text('comment'),
    /** The tutor's one public reply. */
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    /** Set when an operator hides an abusive review: it leaves the profile and the rating. */
    hiddenAt: tstz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_expert_idx').on(t.expertId, t.createdAt),
    index('reviews_expert_visible_idx').on(t.expertId, sql`${t.createdAt} desc`, t.id).where(sql`${t.hiddenAt} is null`),
    check('review_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A student's saved (hearted) tutors. */
export const savedExperts = pgTable(
  'saved_experts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expertId] }), index('saved_experts_expert_idx').on(t.expertId)],
);

/** Profile and offer views, for measured offer analytics. */
export const profileViews = pgTable(
  'profile_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    offeringId: uuid('offering_id').references(() => offerings.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id'),
    /** Who viewed, for counting once a day: the user id, or a daily hash of a guest's address and browser. */
    viewerKey: text('viewer_key').notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_views_expert_idx').on(t.expertId, t.createdAt),
    unique('profile_views_once_a_day').on(t.expertId, t.offeringId, t.viewerKey, t.viewedOn).nullsNotDistinct(),
  ],
);

// ── messaging ───────────────────────────────────────────────────────────────
/** The one thread table: the spec's message_threads and chat_threads shapes unified. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    threadType: text('thread_type').notNull().default('general'),
    status: text('status').notNull().default('active'),
    lastMessageAt: tstz('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_threads_pair_idx').on(t.studentId, t.expertId),
    index('message_threads_expert_idx').on(t.expertId, t.lastMessageAt),
    check('thread_type_check', sql`${t.threadType} in ('session', 'general')`),
    check('thread_status_check', sql`${t.status} in ('active', 'archived')`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Server order, for backfill after a reconnect. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Chosen by the sender's device so that a resend never duplicates. */
    clientId: text('client_id').notNull(),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('text'),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    isRead: boolean('is_read').notNull().default(false),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_idx').on(t.senderId, t.clientId),
    index('messages_thread_seq_idx').on(t.threadId, t.seq),
    index('messages_unread_idx').on(t.threadId).where(sql`${t.isRead} = false`),
    check('message_content_nonblank', sql`length(trim(${t.content})) > 0`),
  ],
);

export const chatRequests = pgTable(
  'chat_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    expertResponse: text('expert_response'),
    respondedAt: tstz('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_requests_one_pending_idx')
      .on(t.studentId, t.expertId)
      .where(sql`${t.status} = 'pending'`),
    index('chat_requests_expert_idx').on(t.expertId, t.createdAt),
    check('chat_request_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('chat_request_message_nonblank', sql`length(trim(${t.message})) > 0`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

// ── AI content and materials ────────────────────────────────────────────────
export const lessonPlans = pgTable(
  'lesson_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    studentId: text('student_id').references(() => user.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    basedOnSummaryId: uuid('based_on_summary_id'),
    topic: text('topic').notNull(),
    gradeLevel: text('grade_level').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    additionalNotes: text('additional_notes'),
    content: text('content').notNull(),
    contentJson: jsonb('content_json').notNull(),
    sharedAt: tstz('shared_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lesson_plans_expert_idx').on(t.expertId, t.createdAt),
    check('lesson_plan_duration', sql`${t.durationMinutes} in (30, 45, 60, 90, 120)`),
  ],
);

export const aiSummaries = pgTable(
  'ai_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    studentId: text('student_id').references(() => user.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    lessonPlanId: uuid('lesson_plan_id').references(() => lessonPlans.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    topicsCovered: text('topics_covered').notNull(),
    engagementLevel: text('engagement_level').notNull().default('medium'),
    performance: text('performance'),
    studentName: text('student_name'),
    content: text('content').notNull(),
    contentJson: jsonb('content_json').notNull(),
    sharedAt: tstz('shared_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_summaries_expert_idx').on(t.expertId, t.createdAt),
    check('summary_engagement', sql`${t.engagementLevel} in ('high', 'medium', 'low')`),
  ],
);

export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('materials_student_idx').on(t.studentId, t.createdAt),
    check('material_size', sql`${t.sizeBytes} > 0`),
  ],
);

// ── e-mail ──────────────────────────────────────────────────────────────────
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message (e.g. the session's .ics invite): [{ filename, contentType, content }]. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /** When a queued message may next be tried: a delivery lease while one is under way, then the back-off. */
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.to, t.createdAt),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    check('email_status', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

// ── rescheduling and calendar feeds ─────────────────────────────────────────
/** A student's request to move a booking to another slot; the tutor accepts or declines, the student may withdraw. */
export const bookingRescheduleRequests = pgTable(
  'booking_reschedule_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    /** The session's time when the request was made; accepting applies only while it is unchanged. */
    fromScheduledAt: tstz('from_scheduled_at').notNull(),
    fromEndsAt: tstz('from_ends_at').notNull(),
    proposedScheduledAt: tstz('proposed_scheduled_at').notNull(),
    proposedEndsAt: tstz('proposed_ends_at').notNull(),
    status: text('status').notNull().default('pending'),
    message: text('message'),
    /** Why it was declined (the tutor's words, or that the time was taken meanwhile). */
    reason: text('reason'),
    createdAt: createdAt(),
    respondedAt: tstz('responded_at'),
  },
  (t) => [
    uniqueIndex('reschedule_one_open_idx').on(t.bookingId).where(sql`status = 'pending'`),
    index('reschedule_expert_idx').on(t.expertId, t.status),
    index('reschedule_student_idx').on(t.studentId, t.status),
    check('reschedule_status', sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
    check('reschedule_time_order', sql`${t.proposedEndsAt} > ${t.proposedScheduledAt}`),
  ],
);

/** One private calendar feed per user; only a hash of its token is stored. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Random; with the server secret it derives the token, so the URL can be shown again without storing it. */
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastFetchedAt: tstz('last_fetched_at'),
});

// ── payments and the ledger ─────────────────────────────────────────────────
/** One payment per booking: what the student pays, at which provider, and what was refunded. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id for it (Checkout Session, Razorpay order); webhooks find the payment by it. */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    status: text('status').notNull().default('requires_payment'),
    /** Minor units: what the student pays, and the platform's fee taken from the tutor's share. */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    currency: text('currency').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    failureMessage: text('failure_message'),
    receiptNumber: text('receipt_number').unique(),
    paidAt: tstz('paid_at'),
    /** When the tutor's earning moved from pending to available. */
    releasedAt: tstz('released_at'),
    /** Set while a dispute is open: the release's UPDATE re-reads it on the row it locks, so no race releases a disputed earning. */
    disputedAt: tstz('disputed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_student_idx').on(t.studentId, t.createdAt),
    index('payments_expert_idx').on(t.expertId, t.createdAt),
    index('payments_release_due_idx').on(t.paidAt).where(sql`${t.status} = 'paid' and ${t.releasedAt} is null`),
    check('payment_status', sql`${t.status} in ('requires_payment', 'paid', 'refunded', 'partially_refunded', 'failed', 'expired')`),
    check('payment_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} <= ${t.amount} and ${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/** Provider webhooks already applied: the same event twice has one effect. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A refund owed to a student: written with the state change, sent to the provider after it (retried until done). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    processedAt: tstz('processed_at'),
  },
  (t) => [
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('refund_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refund_amount', sql`${t.amount} > 0`),
  ],
);

/** A student's report that the tutor did not show up; the operator refunds or releases. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by'),
    openedAt: tstz('opened_at').notNull().defaultNow(),
    resolvedAt: tstz('resolved_at'),
  },
  (t) => [index('disputes_status_idx').on(t.status, t.openedAt), check('dispute_status', sql`${t.status} in ('open', 'refunded', 'released')`)],
);

/** A tutor's payout details; the account number is kept for the payout, shown masked. */
export const payoutDetails = pgTable('payout_details', {
  expertId: uuid('expert_id')
    .primaryKey()
    .references(() => expertProfiles.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  accountHolder: text('account_holder').notNull(),
  accountNumber: text('account_number'),
  ifsc: text('ifsc'),
  upiId: text('upi_id'),
  /** The tutor's account at the provider (Stripe connected account, Razorpay fund account), when linked. */
  providerAccount: text('provider_account'),
  updatedAt: updatedAt(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('requested'),
    providerRef: text('provider_ref'),
    failureMessage: text('failure_message'),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    paidAt: tstz('paid_at'),
  },
  (t) => [
    index('payouts_expert_idx').on(t.expertId, t.requestedAt),
    check('payout_status', sql`${t.status} in ('requested', 'paid', 'failed')`),
    check('payout_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * The double-entry ledger: every movement of money is one transaction whose entries sum to zero (a deferred
 * constraint trigger checks it at commit). Entries are signed: + debit (cash held), − credit (what is owed to
 * tutors, the platform's fees). The idempotency key makes each movement happen once.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_tx_payment_idx').on(t.paymentId), check('ledger_kind', sql`${t.kind} in ('charge', 'refund', 'release', 'payout')`)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    /** The tutor whose balance this is (tutor accounts only). */
    expertId: uuid('expert_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.account, t.expertId),
    check('ledger_account', sql`${t.account} in ('cash', 'platform_fees', 'tutor_pending', 'tutor_available')`),
    check('ledger_tutor_account', sql`(${t.account} like 'tutor_%') = (${t.expertId} is not null)`),
    check('ledger_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * A student's learning goal in one subject: set by the student, or proposed by one of their tutors (expertId).
 * Owned by the learning-path module.
 */
export const learningGoals = pgTable(
  'learning_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: text('student_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The tutor who proposed it; null for a goal the student set alone. */
    expertId: uuid('expert_id').references(() => expertProfiles.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    targetDate: date('target_date', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    proposedBy: text('proposed_by').notNull(),
    achievedAt: tstz('achieved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('learning_goals_student_idx').on(t.studentId, t.createdAt),
    index('learning_goals_expert_idx').on(t.expertId),
    check('learning_goal_status', sql`${t.status} in ('active', 'achieved', 'dropped')`),
    check('learning_goal_proposed_by', sql`${t.proposedBy} in ('student', 'tutor')`),
    check('learning_goal_title_length', sql`char_length(trim(${t.title})) between 1 and 200`),
    check('learning_goal_subject_length', sql`char_length(trim(${t.subject})) between 1 and 80`),
    check('learning_goal_achieved_shape', sql`(${t.status} = 'achieved') = (${t.achievedAt} is not null)`),
  ],
);

// ── live classes: the one room of a group session's seats (owned by the live module) ──
/**
 * The shared state of a group session's room, one row per group session (created on first use): raised
 * hands, muted students and spotlight (user id → ISO instant maps), who is in the room now (user id → last
 * heartbeat) and the class's one whiteboard. Kept in the database so every server process sees the same class.
 */
export const liveClasses = pgTable('live_classes', {
  groupSessionId: uuid('group_session_id').primaryKey(),
  hands: jsonb('hands').notNull().default(sql`'{}'::jsonb`),
  muted: jsonb('muted').notNull().default(sql`'{}'::jsonb`),
  spotlightUserId: text('spotlight_user_id'),
  presence: jsonb('presence').notNull().default(sql`'{}'::jsonb`),
  whiteboard: jsonb('whiteboard'),
  updatedAt: updatedAt(),
});

/** The class chat of a group session: one conversation for the tutor and every seat. */
export const liveClassMessages = pgTable(
  'live_class_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupSessionId: uuid('group_session_id').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The sender's id for the message: a retry of the same send stores it once. */
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('live_class_messages_client_idx').on(t.groupSessionId, t.senderId, t.clientId),
    index('live_class_messages_class_idx').on(t.groupSessionId, t.createdAt),
    check('live_class_message_length', sql`char_length(${t.content}) between 1 and 4000`),
  ],
);

export const schemaTables = {
  user,
  session,
  account,
  verification,
  authAttempts,
  rateLimitHits,
  profiles,
  domains,
  expertProfiles,
  tutorAssessments,
  offerings,
  availabilitySlots,
  availabilitySettings,
  availabilityOverrides,
  bookings,
  reviews,
  savedExperts,
  profileViews,
  messageThreads,
  messages,
  chatRequests,
  notifications,
  lessonPlans,
  aiSummaries,
  materials,
  emailOutbox,
  bookingRescheduleRequests,
  calendarFeeds,
  payments,
  paymentEvents,
  refunds,
  disputes,
  payoutDetails,
  payouts,
  ledgerTransactions,
  ledgerEntries,
  learningGoals,
  liveClasses,
  liveClassMessages,
};

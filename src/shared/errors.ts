// One error type for server and client; the code decides the HTTP status in one place. A client tells
// errors apart by code only, never by message, so every case it branches on has its own code.
const errorStatus = {
  BAD_REQUEST: 400,
  /** A booking or reschedule asked for a start that has passed. */
  BOOKING_IN_PAST: 400,
  VALIDATION: 422,
  /** The lesson-plan form lacks its topic or grade level; the client shows the spec's two-part toast. */
  PLAN_MISSING_FIELDS: 422,
  /** The summary form lacks its subject or topics covered; likewise. */
  SUMMARY_MISSING_FIELDS: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SLOT_NOT_AVAILABLE: 409,
  /** Completing a session before its start (unless both sides are already in the live room). */
  SESSION_NOT_STARTED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** An outside service (e.g. the video provider) refused or failed the request. */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type ErrorBody = { error: { code: ErrorCode | string; message: string; fields?: Record<string, string> } };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  constructor(code: ErrorCode, message: string, options?: { fields?: Record<string, string>; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options?.fields;
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** Messages shared by the spec across screens. */
export const messages = {
  notAuthenticated: 'User not authenticated',
  expertProfileNotFound: 'Expert profile not found',
  forbidden: "You don't have permission to do that.",
} as const;

// The only reader of process.env: parsed once at start, a bad variable stops the process with its name.
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./.data'),
  /** Where the built web app is; the default is the output of `npm run build:web`. */
  WEB_DIST: z.string().default('./dist/web'),
  DATABASE_URL: z.string().optional(),
  /**
   * Whether the app prepares the statements it sends repeatedly on each Postgres connection (decision 034). Off for
   * a connection pooler that cannot keep named statements (PgBouncer before 1.21 in transaction mode).
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * Server processes sharing the port (Postgres only): the number of cores when DATABASE_URL is set and this is
   * not. The embedded database is one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  REDIS_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(16).optional(),
  SEED_DEMO: bool,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tutoring Marketplace <no-reply@localhost>'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long guests share a catalog list (http/guest-answers.ts); 0 turns sharing off. */
  GUEST_LIST_SHARING_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  ICE_SERVERS: z.string().optional(),
  TURN_SECRET: z.string().optional(),
  TURN_URLS: z.string().optional(),
  /** Who carries the call: our own peer-to-peer WebRTC (default, offline), Daily or LiveKit. */
  VIDEO_PROVIDER: z.enum(['builtin', 'daily', 'livekit']).default('builtin'),
  DAILY_API_KEY: z.string().min(1).optional(),
  DAILY_API_URL: z.url().default('https://api.daily.co/v1'),
  /** The LiveKit server as the browser reaches it (ws:// or wss://). */
  LIVEKIT_URL: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' }).optional(),
  LIVEKIT_API_KEY: z.string().min(1).optional(),
  LIVEKIT_API_SECRET: z.string().min(1).optional(),
  /** The LiveKit server as this server reaches it (http(s)); derived from LIVEKIT_URL when unset. */
  LIVEKIT_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  VIDEO_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
  /**
   * UDP ports of the class video SFU (decision record 031), `first-last`: one per participant (BUNDLE). Unset, the
   * system picks any port.
   */
  SFU_PORT_RANGE: z
    .string()
    .regex(/^\d{1,5}-\d{1,5}$/, 'must be first-last, e.g. 40000-40199')
    .transform((v) => v.split('-').map(Number) as [number, number])
    .refine(([a, b]) => a >= 1 && b <= 65535 && a <= b, 'must be a range of ports, first ≤ last')
    .optional(),
  /** All SFU peers share the first port of SFU_PORT_RANGE (ICE UDP mux) instead of one port each. */
  SFU_UDP_MUX: bool,
  /** The local address the SFU's ICE binds to (its host candidates); all interfaces when unset. */
  SFU_BIND_ADDRESS: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  CURRENCY: z.string().length(3).default('INR'),
  /** Who takes payments: the built-in test checkout (default outside production), Stripe, Razorpay, or offline. */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe', 'razorpay', 'offline']).optional(),
  /** The platform's commission, percent of each payment. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(15),
  /** Taxes included in a session's price, shown on receipts (GST on online tuition in India: 18). */
  TAX_PERCENT: z.coerce.number().min(0).max(100).default(18),
  TAX_LABEL: z.string().default('GST'),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /** The RazorpayX account payouts are sent from. */
  RAZORPAY_ACCOUNT_NUMBER: z.string().min(1).optional(),
  TRUST_PROXY: bool,
  /** Open the development mailbox on an install whose APP_URL is not a loopback address. */
  DEV_MAILBOX: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).superRefine((env, ctx) => {
  // A chosen video provider needs its credentials; refuse to start rather than fail at the first call.
  const need = (name: keyof typeof env, why: string) => {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required when VIDEO_PROVIDER=${why}` });
  };
  if (env.VIDEO_PROVIDER === 'daily') need('DAILY_API_KEY', 'daily');
  if (env.VIDEO_PROVIDER === 'livekit') for (const n of ['LIVEKIT_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'] as const) need(n, 'livekit');
  // Payments: production never takes test cards, and a chosen provider needs its keys.
  const needPay = (name: keyof typeof env, provider: string) => {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required when PAYMENT_PROVIDER=${provider}` });
  };
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'test') {
    ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'the test provider takes test cards only and cannot run in production; choose stripe, razorpay or offline' });
  }
  if (env.PAYMENT_PROVIDER === 'stripe') for (const n of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) needPay(n, 'stripe');
  if (env.PAYMENT_PROVIDER === 'razorpay') for (const n of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) needPay(n, 'razorpay');
});

/** The payment provider in use: PAYMENT_PROVIDER, else the test checkout outside production and offline in it. */
/**
 * Guests share a catalog list for 2 s: a change made through this process shows at once, one made elsewhere within
 * that time. The integration tests write fixtures straight to the database, so there it is off unless set.
 */
export const guestListSharingMs = (env: Pick<Env, 'GUEST_LIST_SHARING_MS' | 'NODE_ENV'>) => env.GUEST_LIST_SHARING_MS ?? (env.NODE_ENV === 'test' ? 0 : 2_000);

export const paymentProviderOf = (env: Pick<Env, 'PAYMENT_PROVIDER' | 'NODE_ENV'>) => env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'offline' : 'test');

/** How many server processes to run: one on the embedded database, else WEB_CONCURRENCY or the number of cores. */
export const processCountOf = (env: Pick<Env, 'DATABASE_URL' | 'WEB_CONCURRENCY'>, cores: number) =>
  env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? cores) : 1;

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

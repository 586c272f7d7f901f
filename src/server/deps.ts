// Everything a service may use, built once at start (or per test) and passed in.
import type { AiClient } from './adapters/ai/ai';
import type { Auth } from './auth/auth';
import type { Bus } from './adapters/realtime-bus/bus';
import type { Mailer } from './adapters/mail/mail';
import type { PaymentProvider } from './adapters/payments/payments';
import type { Storage } from './adapters/storage/storage';
import type { VideoProvider } from './adapters/video/video';
import type { DatabaseHandle, Db } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';

export type Deps = {
  env: Env;
  database: DatabaseHandle;
  db: Db;
  auth: Auth;
  mail: Mailer;
  bus: Bus;
  logger: Logger;
  /** The public origin of the app, e.g. http://localhost:3000. */
  baseUrl: string;
  ai: AiClient;
  storage: Storage;
  /** Who carries the live session's call (VIDEO_PROVIDER). */
  video: VideoProvider;
  /** Who takes payments (PAYMENT_PROVIDER). */
  payments: PaymentProvider;
  now: () => Date;
  /** The server secret (auth sessions; derives calendar feed tokens). */
  secret: string;
};

// Builds the dependencies from the environment: database, auth, adapters. Used by the server,
// the seed command, benchmarks and tests.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { noAi, type AiClient } from './adapters/ai/ai';
import { createOpenAiCompatibleClient } from './adapters/ai/openai-compatible';
import { createOutboxMailer } from './adapters/mail/outbox-mailer';
import { createSmtpMailer } from './adapters/mail/smtp-mailer';
import type { Bus } from './adapters/realtime-bus/bus';
import { createMemoryBus } from './adapters/realtime-bus/memory-bus';
import { createPostgresBus } from './adapters/realtime-bus/postgres-bus';
import { createRedisBus } from './adapters/realtime-bus/redis-bus';
import { createLocalStorage } from './adapters/storage/local-storage';
import { createS3Storage } from './adapters/storage/s3-storage';
import type { Storage } from './adapters/storage/storage';
import { createVideoProvider } from './adapters/video/create-video-provider';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import type { PaymentProvider } from './adapters/payments/payments';
import type { VideoProvider } from './adapters/video/video';
import { createAuth } from './auth/auth';
import type { DatabaseHandle } from './db/client';
import type { Deps } from './deps';
import type { Env } from './env';
import { createLogger, type Logger } from './logger';

function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('AUTH_SECRET must be set in production');
  // Development: one random secret per data directory, so sessions survive restarts.
  const file = path.join(env.DATA_DIR, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export type BuildOptions = {
  env: Env;
  database: DatabaseHandle;
  baseUrl?: string;
  logger?: Logger;
  bus?: Bus;
  ai?: AiClient;
  storage?: Storage;
  video?: VideoProvider;
  payments?: PaymentProvider;
  secret?: string;
  now?: () => Date;
};

export async function buildDeps(options: BuildOptions): Promise<Deps> {
  const { env, database } = options;
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const baseUrl = options.baseUrl ?? env.APP_URL ?? `http://localhost:${env.PORT}`;
  const db = database.db;
  const mail = env.SMTP_URL ? createSmtpMailer(db, logger, env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(db, logger);
  const bus =
    options.bus ??
    (env.REDIS_URL
      ? await createRedisBus(env.REDIS_URL, logger)
      : database.kind === 'postgres' && database.pool
        ? await createPostgresBus(database.pool, logger)
        : createMemoryBus());
  const ai =
    options.ai ??
    (env.AI_BASE_URL
      ? createOpenAiCompatibleClient({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS, logger })
      : noAi);
  const storage =
    options.storage ??
    (env.S3_ENDPOINT && env.S3_BUCKET
      ? createS3Storage({
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        })
      : createLocalStorage(path.join(env.DATA_DIR, 'uploads')));
  const video = options.video ?? createVideoProvider(env, logger);
  const payments = options.payments ?? createPaymentProvider(env, baseUrl);
  const secret = options.secret ?? authSecret(env);
  const auth = createAuth({ db, env, mail, baseUrl, secret });
  return { env, database, db, auth, mail, bus, logger, baseUrl, ai, storage, video, payments, now: options.now ?? (() => new Date()), secret };
}

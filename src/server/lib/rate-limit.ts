// Rate limits kept in the database, so they hold across app processes: a sliding window of recent actions
// per key, one row per distinct request token, so an idempotent resend (the same token) is not counted again.
import { AppError } from '../../shared/errors';
import type { Db } from '../db/client';
import { rateLimitRepo } from './rate-limit.repo';

export type RateLimit = { limit: number; windowMs: number; message: string };

/**
 * Counts one action under `key` (e.g. `message:{userId}`), identified by `token` (e.g. the message's client
 * id), and throws RATE_LIMITED when it would pass `limit` within `windowMs`. A token already counted is let
 * through uncounted: a retry of a request is not a new action. A refused action is not counted either.
 */
export async function takeRateLimit(db: Db, key: string, token: string, rule: RateLimit): Promise<void> {
  const repo = rateLimitRepo(db);
  if (!(await repo.record(key, token))) return;
  if ((await repo.countRecent(key, rule.windowMs)) > rule.limit) {
    await repo.forget(key, token);
    throw new AppError('RATE_LIMITED', rule.message);
  }
  // Older rows only serve to recognise late retries; they are pruned now and then.
  if (Math.random() < 0.05) await repo.prune(key, rule.windowMs * 10);
}

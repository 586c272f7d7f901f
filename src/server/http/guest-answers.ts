// Answers shared by guests: a public list a guest asks for is the same for every guest at one address, so it is
// computed once and shared for a moment (concurrent guests wait for the same computation) rather than once per
// request. Any write request this process serves drops every kept answer, so what a user changes here shows at once;
// a change made elsewhere (another process, a worker) shows within the route's sharing time.

import { createHash } from 'node:crypto';
import { packedCopies, type Encoding } from './compression';

/** Distinct addresses kept at most: the oldest goes first. */
const MAX_KEPT = 1_000;

export type GuestAnswers = ReturnType<typeof createGuestAnswers>;

/** A kept answer: its JSON, the ETag of it, and its compressed copies, each made once. */
export type SharedAnswer = { json: string; etag: string; packed: (encoding: Encoding) => Promise<Buffer> };

export const etagOf = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

function shared(json: string): SharedAnswer {
  return { json, etag: etagOf(json), packed: packedCopies(json) };
}

/**
 * After its sharing time an answer is still sent, while one request computes the next, for this many sharing
 * times more: a guest never waits for the recomputation of a list others are reading. Older, it is recomputed first.
 */
const STALE_TIMES = 5;

type Entry = { until: number; answer: Promise<SharedAnswer>; ready: boolean; refreshing: boolean };

export function createGuestAnswers() {
  const kept = new Map<string, Entry>();
  const keep = (key: string, ms: number, compute: () => Promise<string>): Entry => {
    const entry: Entry = { until: Date.now() + ms, answer: compute().then(shared), ready: false, refreshing: false };
    entry.answer.then(
      () => (entry.ready = true),
      // A failed computation is not kept: the next guest tries again.
      () => kept.get(key) === entry && kept.delete(key),
    );
    return entry;
  };
  const put = (key: string, entry: Entry) => {
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  };
  return {
    /**
     * The kept answer for `key` while fresh, else `compute`'s, kept for `ms`. Just past its time, the kept answer is
     * still sent while the next is computed once, out of the guests' way.
     */
    answer(key: string, ms: number, compute: () => Promise<string>): Promise<SharedAnswer> {
      const now = Date.now();
      const entry = kept.get(key);
      if (entry && entry.until > now) return entry.answer;
      if (entry?.ready && now - entry.until < STALE_TIMES * ms) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          const next = keep(key, ms, compute);
          next.answer.then(
            () => kept.get(key) === entry && put(key, next),
            () => (entry.refreshing = false),
          );
        }
        return entry.answer;
      }
      const fresh = keep(key, ms, compute);
      put(key, fresh);
      return fresh.answer;
    },
    /** Drops every kept answer (after a write). */
    clear() {
      kept.clear();
    },
  };
}

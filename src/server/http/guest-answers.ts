// Answers shared by guests: a public list a guest asks for is the same for every guest at one address, so it is
// computed once and shared for a moment (concurrent guests wait for the same computation) rather than once per
// request. Any write request this process serves drops every kept answer, so what a user changes here shows at once;
// a change made elsewhere (another process, a worker) shows within the route's sharing time.

/** Distinct addresses kept at most: the oldest goes first. */
const MAX_KEPT = 1_000;

export type GuestAnswers = ReturnType<typeof createGuestAnswers>;

export function createGuestAnswers() {
  const kept = new Map<string, { until: number; json: Promise<string> }>();
  return {
    /** The kept answer for `key` while fresh, else `compute`'s, kept for `ms`. A failed computation is not kept. */
    answer(key: string, ms: number, compute: () => Promise<string>): Promise<string> {
      const now = Date.now();
      let entry = kept.get(key);
      if (!entry || entry.until <= now) {
        const mine = { until: now + ms, json: compute() };
        kept.delete(key);
        kept.set(key, mine);
        if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
        mine.json.catch(() => kept.get(key) === mine && kept.delete(key));
        entry = mine;
      }
      return entry.json;
    },
    /** Drops every kept answer (after a write). */
    clear() {
      kept.clear();
    },
  };
}

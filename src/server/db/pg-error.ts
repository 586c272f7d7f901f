// The SQLSTATE of a database error, for repos that turn a constraint the database enforced into a
// domain result (decision record 022): services never see a Postgres code.
export const SQLSTATE = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  deadlockDetected: '40P01',
} as const;

/** The five-character code of a driver error, however deeply the ORM wrapped it (its `cause` chain). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

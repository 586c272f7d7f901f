// Throttles that hold across processes (counters in the database) for the auth endpoints:
// failed sign-ins per account and address pair, per account from anywhere and per address over
// any accounts; e-mails sent per recipient and per address.
import { AppError } from '../../shared/errors';
import type { Db } from '../db/client';
import { attemptsRepo } from './attempts.repo';

const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins to one account from one address (the spec's lock-out). */
export const SIGN_IN_MAX_FAILURES = 5;
/** Failed sign-ins to one account from all addresses together. */
export const ACCOUNT_MAX_FAILURES = 10;
/** Failed sign-ins from one address over every account it tries. */
export const ADDRESS_MAX_FAILURES = 30;
/** E-mails of one kind (reset, verification, sign-up notice) to one recipient. */
export const RECIPIENT_MAX_MAILS = 3;
/** E-mail-sending requests from one address. */
export const ADDRESS_MAX_MAILS = 30;

const throttleMessages = {
  signIn: (minutes: number) => `Too many failed sign-in attempts. Please try again in ${minutes} minute(s).`,
  mail: (minutes: number) => `Too many e-mails were requested. Please try again in ${minutes} minute(s).`,
};

const minutesLeft = (windowStart: Date, now: number) => Math.max(1, Math.ceil((THROTTLE_WINDOW_MS - (now - windowStart.getTime())) / 60_000));

export function createThrottle(db: Db) {
  const attempts = attemptsRepo(db);
  const signInKeys = (email: string, ip: string) => {
    const account = email.toLowerCase();
    return { pair: `signin:pair:${account}|${ip}`, account: `signin:account:${account}`, address: `signin:ip:${ip}` };
  };

  /** A request made inside this process (no socket) has no address to count. */
  const addressed = <T>(ip: string, items: T[]) => (ip === 'local' ? [] : items);

  async function refuseOver(limits: [string, number][], message: (minutes: number) => string) {
    const now = Date.now();
    const live = await attempts.counts(limits.map(([k]) => k), THROTTLE_WINDOW_MS, new Date(now));
    for (const [key, max] of limits) {
      const record = live.get(key);
      if (record && record.count >= max) throw new AppError('RATE_LIMITED', message(minutesLeft(record.windowStart, now)));
    }
  }

  return {
    /** Before a sign-in: refused while any of its three counters is at its limit. */
    async checkSignIn(email: string, ip: string) {
      const k = signInKeys(email, ip);
      await refuseOver([[k.pair, SIGN_IN_MAX_FAILURES], [k.account, ACCOUNT_MAX_FAILURES], ...addressed<[string, number]>(ip, [[k.address, ADDRESS_MAX_FAILURES]])], throttleMessages.signIn);
    },
    async signInFailed(email: string, ip: string) {
      const k = signInKeys(email, ip);
      await attempts.hit([k.pair, k.account, ...addressed(ip, [k.address])], THROTTLE_WINDOW_MS);
    },
    /**
     * A success forgives only this address's own typos: the account-wide and address-wide counts stay,
     * so an account under attack from elsewhere stays protected.
     */
    async signInSucceeded(email: string, ip: string) {
      await attempts.clear(signInKeys(email, ip).pair);
    },
    /** Counts an e-mail-sending request and refuses it past either limit (the count stands either way). */
    async mailRequested(kind: string, recipient: string, ip: string) {
      const keys = { recipient: `mail:${kind}:${recipient.toLowerCase()}`, address: `mail:ip:${ip}` };
      await refuseOver([[keys.recipient, RECIPIENT_MAX_MAILS], ...addressed<[string, number]>(ip, [[keys.address, ADDRESS_MAX_MAILS]])], throttleMessages.mail);
      await attempts.hit([keys.recipient, ...addressed(ip, [keys.address])], THROTTLE_WINDOW_MS);
    },
  };
}

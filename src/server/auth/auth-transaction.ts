// The auth library's writes and ours in one transaction. better-auth runs a sign-up (and, through
// `inAuthTransaction`, a password-reset request) in a transaction of its database adapter; the database handle
// given to that adapter records the open transaction here, so the e-mail the change claims is written in it
// (mail.send with tx): the account or the reset link exists exactly when its e-mail does.
import { AsyncLocalStorage } from 'node:async_hooks';
import { runWithTransaction } from '@better-auth/core/context';
import type { Db, Tx } from '../db/client';

type Scope = { tx: Tx; failure?: { error: unknown } };
const open = new AsyncLocalStorage<Scope>();

/** `db` whose transactions are visible to `currentAuthTransaction` while they run: hand it to the auth adapter. */
export function recordingTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        const transaction: Db['transaction'] = (work, config) =>
          target.transaction(async (tx) => {
            const scope: Scope = { tx };
            const result = await open.run(scope, () => work(tx));
            // A step the library ran and swallowed the failure of (an e-mail it "sends in the background").
            if (scope.failure) throw scope.failure.error;
            return result;
          }, config);
        return transaction;
      }
      return Reflect.get(target, property, target);
    },
  });
}

/** The auth adapter's transaction in progress, if the caller runs inside one. */
export function currentAuthTransaction(): Tx | undefined {
  return open.getStore()?.tx;
}

/**
 * Runs a step of the auth transaction in progress whose failure must undo it: the library catches and only
 * logs the failures of some callbacks (sendResetPassword), so the failure is kept and thrown at the commit.
 */
export async function failingTheAuthTransaction<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const scope = open.getStore();
    if (scope) scope.failure ??= { error };
    throw error;
  }
}

type AuthWithContext = { $context: Promise<{ adapter: unknown }> };
type AuthAdapter = Parameters<typeof runWithTransaction>[0];

class FailedAnswer extends Error {
  constructor(readonly response: Response) {
    super(`auth endpoint answered ${response.status}`);
  }
}

/**
 * Runs an auth endpoint (`answer`) in one transaction of the auth adapter: its writes commit together, and an
 * answer of 500 or more (the endpoint failed after writing) rolls them all back.
 */
export async function inAuthTransaction(auth: AuthWithContext, answer: () => Promise<Response>): Promise<Response> {
  const { adapter } = await auth.$context;
  try {
    return await runWithTransaction(adapter as AuthAdapter, async () => {
      const response = await answer();
      if (response.status >= 500) throw new FailedAnswer(response);
      return response;
    });
  } catch (err) {
    if (err instanceof FailedAnswer) return err.response;
    throw err;
  }
}

// The double-entry ledger's persistence (decision 025). Every movement of money is one transaction of signed entries that sum
// to zero: + debit (the cash the platform holds at its provider), − credit (what it owes: tutors' pending and
// available earnings, its own fees). Each transaction carries an idempotency key, so a retried or duplicated
// cause moves money once; a deferred trigger refuses any transaction that does not balance at commit.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { LedgerCheck } from '../../../shared/schemas/payments';

export type LedgerKind = 'charge' | 'refund' | 'release' | 'payout';
type Account = 'cash' | 'platform_fees' | 'tutor_pending' | 'tutor_available';
export type Entry = { account: Account; amount: number; expertId?: string | null };

class UnbalancedTransactionError extends Error {}

/**
 * Writes one balanced transaction in `tx`; false when its key was written before (nothing is written again).
 * Zero entries are dropped (a fee of 0), the rest must sum to zero.
 */
export async function post(tx: Tx, t: { kind: LedgerKind; key: string; paymentId?: string | null; payoutId?: string | null; entries: Entry[] }): Promise<boolean> {
  const entries = t.entries.filter((e) => e.amount !== 0);
  if (entries.reduce((s, e) => s + e.amount, 0) !== 0) throw new UnbalancedTransactionError(`ledger ${t.kind} ${t.key} does not balance`);
  // The transaction and its entries in one statement: when the key was written before, neither is.
  const rows = entries.map((e) => sql`(${e.account}, ${e.account.startsWith('tutor_') ? (e.expertId ?? null) : null}::uuid, ${e.amount}::bigint)`);
  const result = await tx.execute(sql`
    with t as (
      insert into ${ledgerTransactions} (kind, idempotency_key, payment_id, payout_id)
      values (${t.kind}, ${t.key}, ${t.paymentId ?? null}::uuid, ${t.payoutId ?? null}::uuid)
      on conflict do nothing
      returning id
    )${
      rows.length > 0
        ? sql`, e as (
      insert into ${ledgerEntries} (transaction_id, account, expert_id, amount)
      select t.id, v.account, v.expert_id, v.amount from t cross join (values ${sql.join(rows, sql`, `)}) as v(account, expert_id, amount)
    )`
        : sql``
    }
    select count(*)::int as written from t`);
  if (Number((result as unknown as { rows: { written: number }[] }).rows[0]?.written ?? 0) === 0) return false;
  return true;
}

/** A tutor's balances from their entries (credits shown as positive amounts). */
export async function tutorBalances(db: Db | Tx, expertId: string): Promise<{ pending: number; available: number }> {
  const [row] = await db
    .select({
      pending: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'tutor_pending'), 0)`,
      available: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'tutor_available'), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.expertId, expertId), sql`${ledgerEntries.account} in ('tutor_pending', 'tutor_available')`));
  return { pending: Number(row?.pending ?? 0), available: Number(row?.available ?? 0) };
}

/**
 * The whole ledger checked in one statement: every transaction balances, no account is on the wrong side of
 * zero, and the money that came in equals what went out plus what is held.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const started = performance.now();
  const result = await db.execute(sql`
    with per_tx as (
      select e.transaction_id, t.kind, sum(e.amount) as total,
             sum(e.amount) filter (where e.account = 'cash') as cash
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      group by e.transaction_id, t.kind
    ), per_account as (
      select account, expert_id, sum(amount) as balance from ledger_entries group by account, expert_id
    )
    select
      (select count(*) from ledger_transactions)::bigint as transactions,
      (select count(*) from per_tx where total <> 0)::bigint as unbalanced,
      (select count(*) from per_account where (account = 'cash' and balance < 0) or (account <> 'cash' and balance > 0))::bigint as negative,
      (select coalesce(sum(balance) filter (where account = 'cash'), 0) from per_account)::bigint as cash,
      (select coalesce(-sum(balance) filter (where account = 'platform_fees'), 0) from per_account)::bigint as fees,
      (select coalesce(-sum(balance) filter (where account = 'tutor_pending'), 0) from per_account)::bigint as pending,
      (select coalesce(-sum(balance) filter (where account = 'tutor_available'), 0) from per_account)::bigint as available,
      (select coalesce(sum(cash) filter (where kind = 'charge'), 0) from per_tx)::bigint as charged,
      (select coalesce(-sum(cash) filter (where kind = 'refund'), 0) from per_tx)::bigint as refunded,
      (select coalesce(-sum(cash) filter (where kind = 'payout'), 0) from per_tx)::bigint as paid_out
  `);
  const r = (result as unknown as { rows: Record<string, string | number>[] }).rows[0];
  const n = (k: string) => Number(r[k] ?? 0);
  const totals = { cash: n('cash'), platformFees: n('fees'), tutorsPending: n('pending'), tutorsAvailable: n('available'), charged: n('charged'), refunded: n('refunded'), paidOut: n('paid_out') };
  const balanced =
    n('unbalanced') === 0 &&
    n('negative') === 0 &&
    totals.charged - totals.refunded - totals.paidOut === totals.cash &&
    totals.cash === totals.platformFees + totals.tutorsPending + totals.tutorsAvailable;
  return { balanced, transactions: n('transactions'), unbalancedTransactions: n('unbalanced'), negativeAccounts: n('negative'), totals, checkedInMs: Math.round((performance.now() - started) * 10) / 10 };
}

// post(): one balanced transaction and its entries, written once per key in the caller's transaction.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing/harness';
import { post } from './ledger.repo';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const expertId = '00000000-0000-4000-8000-0000000000e1';

it('writes a transaction with its entries once per key, drops zero entries and keeps the tutor only on tutor accounts', async () => {
  const entries = [
    { account: 'cash' as const, amount: 10_000, expertId },
    { account: 'platform_fees' as const, amount: -1_500 },
    { account: 'tutor_pending' as const, amount: -8_500, expertId },
    { account: 'tutor_available' as const, amount: 0, expertId },
  ];
  expect(await t.deps.db.transaction((tx) => post(tx, { kind: 'charge', key: 'charge:ledger-repo-test', entries }))).toBe(true);
  expect(await t.deps.db.transaction((tx) => post(tx, { kind: 'charge', key: 'charge:ledger-repo-test', entries }))).toBe(false);
  const txs = await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'charge:ledger-repo-test'));
  expect(txs).toHaveLength(1);
  const written = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, txs[0].id));
  expect(written.map((e) => [e.account, e.amount, e.expertId]).sort()).toEqual(
    [
      ['cash', 10_000, null],
      ['platform_fees', -1_500, null],
      ['tutor_pending', -8_500, expertId],
    ].sort(),
  );
});

it('refuses a transaction that does not balance, writing nothing', async () => {
  const unbalanced = t.deps.db.transaction((tx) => post(tx, { kind: 'refund', key: 'refund:ledger-repo-test', entries: [{ account: 'cash', amount: -100 }, { account: 'platform_fees', amount: 99 }] }));
  await expect(unbalanced).rejects.toThrow('does not balance');
  expect(await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'refund:ledger-repo-test'))).toHaveLength(0);
});

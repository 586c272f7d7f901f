import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ThreadDto } from '@shared/schemas/messaging';
import { threadsListQuery, threadsQuery } from './api';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the thread list', () => {
  it('is fetched again when the messages page opens, even after an invalidation a late answer cleared', async () => {
    for (const [options, refetches] of [
      [threadsQuery, false],
      [threadsListQuery, true],
    ] as const) {
      const qc = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
      let version = 0;
      const queryFn = () => {
        const v = ++version;
        return new Promise<ThreadDto[]>((resolve) => setTimeout(() => resolve([{ id: `v${v}` } as ThreadDto]), 30));
      };
      const page = new QueryObserver(qc, { ...options, queryFn });
      const leave = page.subscribe(() => undefined);
      await tick(50);
      void page.refetch(); // e.g. after a read receipt
      leave(); // the tutor opens another page while it is in flight
      await qc.invalidateQueries({ queryKey: options.queryKey }); // a new message arrives
      await tick(50); // the earlier fetch answers with the list from before the message

      const fetched = version;
      const back = new QueryObserver(qc, { ...options, queryFn });
      const stop = back.subscribe(() => undefined);
      await tick(50);
      expect(version > fetched, `refetch on opening with ${options === threadsQuery ? 'default' : 'list'} options`).toBe(refetches);
      stop();
    }
  });
});

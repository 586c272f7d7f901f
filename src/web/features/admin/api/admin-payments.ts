import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayments, Dispute } from '@shared/schemas/payments';
import { api } from '../../../lib/api-client';

const adminPaymentsKey = ['admin', 'payments'] as const;

/** Disputes, recent refunds and payouts, and a fresh ledger check (the server runs it on every call). */
export const useAdminPayments = () => useQuery({ queryKey: adminPaymentsKey, queryFn: () => api.get<AdminPayments>('/api/admin/payments') });

type Resolve = { id: string; outcome: 'refund' | 'release'; note?: string };

export function useResolveDispute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Resolve) => api.post<Dispute>(`/api/admin/disputes/${encodeURIComponent(id)}/resolve`, body),
    // A resolution moves money: the refunds, payouts and ledger totals change with it.
    onSettled: () => qc.invalidateQueries({ queryKey: adminPaymentsKey }),
  });
}

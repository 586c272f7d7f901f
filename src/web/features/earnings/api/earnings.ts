// The tutor's money: balances, the monthly figures, payouts and payout details (one answer), and every
// movement of their balances. Everything lives under earningsKeys.all, so a payout or a saved change
// refreshes it all.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Earnings, PaymentHistory, Payout, PayoutDetailsInput, TutorTransaction } from '@shared/schemas/payments';
import { payoutDetailsViewSchema } from '@shared/schemas/payments';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PayoutDetailsView = z.infer<typeof payoutDetailsViewSchema>;

const earningsKeys = {
  all: ['payments'] as const,
  earnings: ['payments', 'earnings'] as const,
  tutorHistory: ['payments', 'history', 'tutor'] as const,
};

export const useEarnings = () => useQuery({ queryKey: earningsKeys.earnings, queryFn: () => api.get<Earnings>('/api/payments/earnings') });

/** The tutor's transactions, newest first as the server sends them. */
export const useTutorTransactions = () =>
  useQuery({
    queryKey: earningsKeys.tutorHistory,
    queryFn: () => api.get<PaymentHistory>('/api/payments/history'),
    // The history answers for whoever asks: a tutor always gets transactions, anything else lists nothing here.
    select: (h): TutorTransaction[] => (h.role === 'tutor' ? h.transactions : []),
  });

export function useSavePayoutDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutDetailsInput) => api.put<PayoutDetailsView>('/api/payments/payout-details', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}

/** Pays out the whole available balance; the server decides the amount. */
export function useRequestPayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Payout>('/api/payments/payouts'),
    // Whatever happened (a payout made, or a balance that had changed meanwhile), show the server's figures again.
    onSettled: () => qc.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}

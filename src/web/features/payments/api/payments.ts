// The student's side of payments (DESIGN.md §5): the test provider's checkout and the payment history with
// its receipts. A booking's own payment comes with the booking answer (features/bookings).
import { useQuery } from '@tanstack/react-query';
import type { PaymentHistory, RazorpayCheckout, TestCheckout, TestPayInput, TestPayResult } from '@shared/schemas/payments';
import { api } from '../../../lib/api-client';

const paymentKeys = {
  all: ['payments'] as const,
  testCheckout: (paymentId: string) => ['payments', 'test-checkout', paymentId] as const,
  history: ['payments', 'history'] as const,
  razorpay: (paymentId: string) => ['payments', 'razorpay-checkout', paymentId] as const,
};

export const useTestCheckout = (paymentId: string) =>
  useQuery({
    queryKey: paymentKeys.testCheckout(paymentId),
    queryFn: () => api.get<TestCheckout>(`/api/payments/test-checkout/${encodeURIComponent(paymentId)}`),
    // A checkout is state, not a list: never show a cached "requires payment" after it was paid elsewhere.
    staleTime: 0,
  });

export const payTestCheckout = (paymentId: string, input: TestPayInput) =>
  api.post<TestPayResult>(`/api/payments/test-checkout/${encodeURIComponent(paymentId)}/pay`, input);

export const usePaymentHistory = () => useQuery({ queryKey: paymentKeys.history, queryFn: () => api.get<PaymentHistory>('/api/payments/history') });

export const useRazorpayCheckout = (paymentId: string) =>
  useQuery({
    queryKey: paymentKeys.razorpay(paymentId),
    queryFn: () => api.get<RazorpayCheckout>(`/api/payments/razorpay-checkout/${encodeURIComponent(paymentId)}`),
    staleTime: 0,
  });

export const verifyRazorpay = (paymentId: string, signed: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) =>
  api.post<{ returnUrl: string }>(`/api/payments/razorpay-checkout/${encodeURIComponent(paymentId)}/verify`, signed);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { realtime } from '../../../lib/realtime-client';

export type SignUpInput = { fullName: string; email: string; phone: string; password: string; userType: 'student' | 'tutor' };

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await api.post('/api/auth/sign-in/email', input);
      return api.get<Me>('/api/me');
    },
    onSuccess: (me) => qc.setQueryData(['me'], me),
  });
}

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await api.post('/api/auth/sign-up/email', { ...input, name: input.fullName, callbackURL: '/' });
      return api.get<Me>('/api/me');
    },
    onSuccess: (me) => qc.setQueryData(['me'], me),
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out', {}),
    onSettled: () => {
      realtime.stop();
      qc.setQueryData(['me'], null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
    },
  });
}

export async function startOAuth(provider: 'google' | 'github') {
  const res = await api.post<{ url?: string }>('/api/auth/sign-in/social', { provider, callbackURL: '/' });
  if (res.url) window.location.assign(res.url);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpBody } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { realtime } from '../../../lib/realtime-client';
import { fetchMe, meKeys } from '../../../entities/me/api';

/** Sign-up ended without a session: the address already has an account, and its owner was e-mailed. */
export class CheckInboxError extends Error {
  constructor() {
    super('We could not create a new account with this e-mail address. Please check its inbox: we have sent it the next steps.');
  }
}

/** The form's fields; the API's `name` repeats the full name. */
type SignUpInput = Omit<SignUpBody, 'name' | 'callbackURL'>;

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await api.post('/api/auth/sign-in/email', input);
      return fetchMe();
    },
    onSuccess: (me) => qc.setQueryData(meKeys.all, me),
  });
}

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      const created = await api.post<{ token: string | null }>('/api/auth/sign-up/email', { ...input, name: input.fullName, callbackURL: '/' });
      // An address that already has an account gets no session; its owner was sent an e-mail instead.
      if (!created?.token) throw new CheckInboxError();
      return fetchMe();
    },
    onSuccess: (me) => qc.setQueryData(meKeys.all, me),
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out', {}),
    onSettled: () => {
      realtime.stop();
      qc.setQueryData(meKeys.all, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== meKeys.all[0] });
    },
  });
}

/** The portal's role travels with the flow: a new account made on the Expert Portal is a tutor's. */
export async function startOAuth(provider: 'google' | 'github', userType: 'student' | 'tutor') {
  const res = await api.post<{ url?: string }>('/api/auth/sign-in/social', { provider, callbackURL: '/', additionalData: { userType } });
  if (res.url) window.location.assign(res.url);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyBody } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

export const verifyExpert = ({ id, ...body }: VerifyBody & { id: string }) =>
  api.post<{ id: string; isVerified: boolean }>(`/api/admin/experts/${id}/verify`, body);

export function useVerifyExpert() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: verifyExpert, onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'experts'] }) });
}

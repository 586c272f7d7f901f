import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationResult, VerifyBody } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

const verifyExpert = ({ id, ...body }: VerifyBody & { id: string }) =>
  api.post<VerificationResult>(`/api/admin/experts/${id}/verify`, body);

export function useVerifyExpert() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: verifyExpert, onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'experts'] }) });
}

// The public tutor profile (GET /api/experts/:id/profile). Kept under the experts key, so a new review or a
// changed offer refreshes it with the rest of the expert data. The first page of reviews comes with it and
// seeds the review list, which reads further pages itself.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_REVIEW_PAGE } from '@shared/rules/expert-list';
import type { ExpertProfilePage } from '@shared/schemas/expert-profile';
import { api } from '../../../lib/api-client';
import { expertKeys } from '../../../entities/experts/api';
import { reviewKeys } from '../../../entities/reviews';

const expertProfileKey = (id: string) => [...expertKeys.all, 'profile', id] as const;

/** A 404 is an answer (the page says the tutor was not found), not worth retrying. */
export function useExpertProfilePage(id: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: expertProfileKey(id),
    queryFn: async () => {
      const profile = await api.get<ExpertProfilePage>(`/api/experts/${encodeURIComponent(id)}/profile`);
      qc.setQueryData(reviewKeys.expert(id, PROFILE_REVIEW_PAGE), { pages: [profile.reviews], pageParams: [null] });
      return profile;
    },
    staleTime: 30_000,
    retry: false,
  });
}

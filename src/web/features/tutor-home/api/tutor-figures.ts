// GET /api/dashboard/tutor: this month's and the last months' sessions, hours and earnings, and the requests
// awaiting an answer, in the tutor's zone. Kept under the bookings keys, so every booking change refreshes it.
import { useQuery } from '@tanstack/react-query';
import type { TutorDashboard } from '@shared/schemas/dashboard';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../entities/bookings/api';

export const useTutorFigures = (timeZone: string) =>
  useQuery({
    queryKey: [...bookingKeys.all, 'dashboard', 'tutor', timeZone],
    queryFn: () => api.get<TutorDashboard>(`/api/dashboard/tutor?timeZone=${encodeURIComponent(timeZone)}`),
  });

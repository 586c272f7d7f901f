// GET /api/dashboard/student: hours by week, sessions by subject and the next session's shared plan, in the
// zone the viewer sees times in. Kept under the bookings keys, so every booking change refreshes it.
import { useQuery } from '@tanstack/react-query';
import type { StudentDashboard } from '@shared/schemas/dashboard';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../entities/bookings/api';

export const useStudentFigures = (timeZone: string) =>
  useQuery({
    queryKey: [...bookingKeys.all, 'dashboard', 'student', timeZone],
    queryFn: () => api.get<StudentDashboard>(`/api/dashboard/student?timeZone=${encodeURIComponent(timeZone)}`),
  });

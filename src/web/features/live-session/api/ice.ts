import type { IceConfigDto } from '@shared/schemas/live';
import { api } from '../../../lib/api-client';

/** Fetched fresh for every start: TURN credentials are short-lived. */
export const fetchIceConfig = (bookingId: string) => api.get<IceConfigDto>(`/api/sessions/${encodeURIComponent(bookingId)}/ice`);

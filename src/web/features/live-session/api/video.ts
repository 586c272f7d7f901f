import type { VideoJoinDto } from '@shared/schemas/video';
import { api } from '../../../lib/api-client';

/** Fetched fresh for every start: the provider's join token is short-lived and room-scoped. */
export const joinVideo = (bookingId: string) => api.post<VideoJoinDto>(`/api/sessions/${encodeURIComponent(bookingId)}/video`);

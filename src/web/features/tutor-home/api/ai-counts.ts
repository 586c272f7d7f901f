import { useQuery } from '@tanstack/react-query';
import type { AiContentCounts } from '@shared/schemas/ai-content';
import { api } from '../../../lib/api-client';
import { aiContentKeys } from '../../../entities/ai-content/api';

/** The tutor's kept lesson plans and session summaries; none when they cannot be read. */
export const useAiContentCounts = () =>
  useQuery({
    queryKey: aiContentKeys.counts,
    queryFn: async (): Promise<AiContentCounts> => {
      try {
        return await api.get<AiContentCounts>('/api/ai-content/counts');
      } catch {
        return { totalPlans: 0, totalSummaries: 0 };
      }
    },
  });

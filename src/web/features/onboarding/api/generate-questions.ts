import { useMutation } from '@tanstack/react-query';
import type { QuestionsRequest, QuestionsResponse } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

const generateQuestions = (input: QuestionsRequest) => api.post<QuestionsResponse>('/api/onboarding/questions', input);

export const useGenerateQuestions = () => useMutation({ mutationFn: generateQuestions });

import { onboardingResponseSchema, type OnboardingAnswers } from '@quillbid/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { unwrap } from './query';

/** The questionnaire's answers, for screens that shape their defaults with them. */
export function useOnboardingAnswers(enabled = true) {
  return useQuery({
    queryKey: ['onboarding-answers'],
    queryFn: async ({ signal }): Promise<OnboardingAnswers> =>
      onboardingResponseSchema.parse(unwrap(await apiRequest<unknown>('onboarding', { signal }))).answers,
    enabled,
    staleTime: Infinity,
  });
}

import {
  onboardingMessages,
  onboardingResponseSchema,
  type OnboardingAnswerInput,
  type OnboardingAnswers,
  type User,
} from '@quillbid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '../../lib/api';
import { currentUserKey } from '../../lib/currentUser';
import { unwrap } from '../../lib/query';

const onboardingKey = ['onboarding'] as const;

async function requestAnswers(path: string, options: RequestOptions): Promise<OnboardingAnswers> {
  const parsed = onboardingResponseSchema.safeParse(unwrap(await apiRequest<unknown>(path, options)));
  if (!parsed.success) throw new Error(onboardingMessages.saveFailed);
  return parsed.data.answers;
}

/**
 * Marks the questionnaire as offered and returns the answers given so far. A POST run as a query keyed
 * once per visit, so it is sent once even when the page's effects run twice.
 */
export function useStartOnboarding() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: onboardingKey,
    queryFn: async () => {
      try {
        return await requestAnswers('onboarding/start', { method: 'POST' });
      } finally {
        // The dashboard sends a user whose onboarding is pending here. Once offered, even if the server
        // could not record it, the cached user must not send them back in a loop.
        queryClient.setQueryData<User>(currentUserKey, (user) => user && { ...user, onboardingPending: false });
      }
    },
    staleTime: Infinity,
  });
}

export function useSaveOnboardingAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingAnswerInput) => requestAnswers('onboarding', { method: 'POST', body: input }),
    onSuccess: (answers) => queryClient.setQueryData(onboardingKey, answers),
  });
}

import { apiRequest } from '../../lib/api';
import { loadAuthSchemas } from './lazySchemas';

type LandingPage = '/onboarding' | '/dashboard';

/**
 * Where a new session opens: the questionnaire for an account that has not been offered it yet, the dashboard
 * otherwise. The dashboard would send such an account on too, but only after drawing itself and asking who it
 * is. Anything short of a clear answer within `withinMs` opens the dashboard, which asks again.
 */
export async function landingPage(withinMs: number): Promise<LandingPage> {
  const answer = await apiRequest<unknown>('users', { signal: AbortSignal.timeout(withinMs) });
  if (answer.error !== null) return '/dashboard';
  try {
    const { userSchema } = await loadAuthSchemas();
    const user = userSchema.safeParse(answer.data);
    return user.success && user.data.onboardingPending ? '/onboarding' : '/dashboard';
  } catch {
    // The schemas' chunk could not be loaded, even after the reload it tries first.
    return '/dashboard';
  }
}

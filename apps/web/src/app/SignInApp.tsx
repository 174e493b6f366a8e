import { LoginPage } from '../features/auth/LoginPage';
import type { ThemeMode } from '../lib/themeMode';
import { AppThemeProvider } from './AppThemeProvider';
import { AppToaster } from './AppToaster';
import { SignInErrorBoundary } from './SignInErrorBoundary';

/**
 * The sign-in page as a first visit gets it (sign-in.html): on its own, without the router and the query client
 * the rest of the app is built on, so that where nearly every visit starts downloads only what signing in needs.
 * Its links and the redirect after signing in load the app's pages. `themeMode`: pre-rendering only.
 */
export function SignInApp({ themeMode }: { themeMode?: ThemeMode }) {
  return (
    <AppThemeProvider initialMode={themeMode}>
      <SignInErrorBoundary>
        <LoginPage />
      </SignInErrorBoundary>
      <AppToaster />
    </AppThemeProvider>
  );
}

import Container from '@mui/material/Container';
import { routeErrorMessages } from '@quillbid/shared';
import { Component, type ReactNode } from 'react';
import { reportClientError } from '../lib/reportClientError';
import { ErrorPanel } from './ErrorPanel';

/**
 * The sign-in page's error boundary, as the app's routes have theirs (app/routes.tsx): the page on its own has no
 * router to catch what it throws, and React would leave the visitor a blank page.
 */
export class SignInErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    reportClientError('render', error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <ErrorPanel explanation={routeErrorMessages.signInFailed} />
      </Container>
    );
  }
}

import { StrictMode } from 'react';
import { SignInApp } from './app/SignInApp';
import { takeOver } from './app/takeOver';
import { clearSession, sessionStatus } from './lib/session';

const container = document.getElementById('root');
if (container === null) throw new Error('sign-in.html has no #root element');

// The server sends this page to visitors without a session (the others get the app, which decides where they
// go); a session found here anyway is handled as the app's sign-in route would.
const status = sessionStatus();
if (status === 'valid') window.location.replace('/dashboard');
else {
  // A stale token would otherwise ride along on the sign-in request as a bearer header.
  if (status === 'expired') clearSession();
  takeOver(
    container,
    <StrictMode>
      <SignInApp />
    </StrictMode>,
    Promise.resolve(),
  );
}

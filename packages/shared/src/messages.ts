/**
 * Every user-facing string, written once. The spec's strings (sections 2, 5 and 8) are verbatim;
 * the rest are ours and say plainly what happened.
 */

export const authMessages = {
  loginRequired: 'Email and Password are required fields.',
  acceptTerms: 'Please accept the terms and privacy policy',
  fillAllRequired: 'Please fill all required fields',
  passwordsDontMatch: "Password didn't matched",
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidOrMissingToken: 'Invalid or missing token',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  nameTooLong: 'Names must be at most 100 characters.',

  /** The same words for a new address and a taken one, so sign-up tells nobody which addresses have accounts. */
  registered: 'Check your email: we have sent you a link to continue.',
  invalidCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please verify your email before logging in. Check your inbox for the verification link.',
  loginSucceeded: 'Login successful',
  emailVerified: 'Email successfully verified!',
  invalidOrExpiredToken: 'This link is invalid or has expired.',
  resetRequested: 'If an account exists for this email, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset. You can now log in.',

  loginFailed: 'Login failed.',
  googleFailed: 'Google Sign-in failed.',
  googleError: 'An error occurred during Google Sign-in.',
  loginError: 'An error occurred during login.',
  verificationFailed: 'Verification failed',
  verificationError: 'An error occurred',
  sessionExpired: 'Session expired, please login again',
  authContextFailed: 'Auth Context Failed',
  unauthorized: 'Unauthorized access',
} as const;

export const accountMessages = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  phoneDigitsOnly: 'Phone number may contain digits only.',
  phoneTooLong: 'Phone number must be at most 20 digits.',
  saved: 'Profile saved successfully',
} as const;

export const networkMessages = {
  offline: 'No internet connection. Please check your network and try again.',
  network: 'Network error. Please check your internet connection and try again.',
  /** Prefix for a non-OK response whose body is not JSON. */
  httpErrorPrefix: 'Error: ',
} as const;

export const httpMessages = {
  notFound: 'Not found',
  invalidRequest: 'The request is not valid.',
  tooManyRequests: 'Too many requests, please try again later.',
  bodyTooLarge: 'Request body is too large.',
  malformedJson: 'Request body is not valid JSON.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is briefly unavailable. Please try again.',
} as const;

export const packageMessages = {
  loadFailed: 'Failed to retrieve packages',
} as const;

export const layoutMessages = {
  logoutTitle: 'Confirm Logout',
  logoutText: 'Are you sure you want to logout?',
  notFound: "Oops! The page you're looking for doesn't exist.",
  goBackHome: 'Go Back Home',
} as const;

/** The panel shown in place of a page that failed to render or whose code could not be downloaded. */
export const routeErrorMessages = {
  title: 'Something went wrong',
  renderFailed: 'This page ran into a problem. Reload to try again, or go back to your dashboard.',
  loadFailed:
    "This page couldn't be loaded. Check your internet connection, then reload to get the latest version of Quillbid.",
  signInFailed: 'The sign-in page ran into a problem. Reload to try again.',
  reload: 'Reload',
  goToDashboard: 'Go to Dashboard',
} as const;

export const deleteMessages = {
  title: 'Confirm Deletion',
  text: 'Are you sure you want to delete this item? This action cannot be undone.',
  deleted: 'Deleted Successfully',
} as const;

export const unsavedChangesMessages = {
  title: 'Leave without saving?',
  text: 'Your changes on this page have not been saved. If you leave now, they will be lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

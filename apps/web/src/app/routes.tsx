import { Navigate, type RouteObject } from 'react-router';
import { PublicFrame } from '../components/PublicFrame';
import { GuestRoute } from './GuestRoute';
import * as Pages from './pages';
import { ProtectedRoute } from './ProtectedRoute';
import { RootLayout } from './RootLayout';
import { RouteErrorPanel } from './RouteErrorPanel';

// Error boundaries: a page that throws while rendering, or whose code cannot be loaded, is replaced by the panel
// inside the same layout (the dashboard keeps its sidebar), and the router clears it on the next navigation.
// Without them the router's own crash page replaces the whole app.
const dashboardPageError = <RouteErrorPanel />;
const pageError = (
  <PublicFrame maxWidth="sm">
    <RouteErrorPanel />
  </PublicFrame>
);

/** The spec's route table (section 2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: pageError,
        children: [
          { path: '/', element: <Navigate to="/login" replace /> },
          {
            element: <GuestRoute />,
            children: [
              { path: 'login', element: <Pages.LoginPage /> },
              { path: 'signup', element: <Pages.SignUpPage /> },
              { path: 'verify-email', element: <Pages.VerifyEmailPage /> },
              { path: 'accept-invite', element: <Pages.AcceptInvitePage /> },
              { path: 'forgot-password', element: <Pages.ForgotPasswordPage /> },
              { path: 'reset-password', element: <Pages.ResetPasswordPage /> },
            ],
          },
          { path: 'payment/success', element: <Pages.PaymentSuccessPage /> },
          { path: 'payment/invoice/:invoiceId', element: <Pages.InvoicePage /> },
          {
            path: 'onboarding',
            element: <ProtectedRoute />,
            children: [{ index: true, element: <Pages.OnboardingPage /> }],
          },
          { path: 'terms', element: <Pages.TermsPage /> },
          { path: 'privacy-policy', element: <Pages.PrivacyPolicyPage /> },
          {
            path: 'dashboard',
            element: <ProtectedRoute />,
            children: [
              {
                element: <Pages.DashboardLayout />,
                children: [
                  {
                    errorElement: dashboardPageError,
                    children: [
                      { index: true, element: <Pages.DashboardHomePage /> },
                      { path: 'job', element: <Pages.ManualJobPage /> },
                      { path: 'job/generate', element: <Pages.GenerateProposalPage /> },
                      { path: 'templates', element: <Pages.TemplatesPage /> },
                      { path: 'templates/create', element: <Pages.CreateTemplatePage /> },
                      { path: 'templates/edit-template/:templateId', element: <Pages.EditTemplatePage /> },
                      { path: 'history', element: <Pages.HistoryPage /> },
                      { path: 'insights', element: <Pages.InsightsPage /> },
                      { path: 'profiles', element: <Pages.ProfilesPage /> },
                      { path: 'profiles/create', element: <Pages.CreateProfilePage /> },
                      { path: 'profiles/edit-profile/:profileId', element: <Pages.EditProfilePage /> },
                      { path: 'agency', element: <Pages.AgencyPage /> },
                      { path: 'settings', element: <Pages.SettingsPage /> },
                      // EXTENSION_PAGE_PATH: the extension's side panel opens it (with ?connect=1 to link at once).
                      { path: 'extension', element: <Pages.ExtensionPage /> },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <Pages.NotFoundPage /> },
        ],
      },
    ],
  },
];

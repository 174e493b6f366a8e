import { lazyPage } from './lazyPage';

export const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
export const SignUpPage = lazyPage(() => import('../features/auth/SignUpPage'), 'SignUpPage');
export const VerifyEmailPage = lazyPage(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage');
export const AcceptInvitePage = lazyPage(() => import('../features/auth/AcceptInvitePage'), 'AcceptInvitePage');
export const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
export const OnboardingPage = lazyPage(() => import('../features/onboarding/OnboardingPage'), 'OnboardingPage');

export const DashboardLayout = lazyPage(() => import('../features/dashboard/DashboardLayout'), 'DashboardLayout');
export const DashboardHomePage = lazyPage(() => import('../features/dashboard/DashboardHomePage'), 'DashboardHomePage');
export const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage');

export const PaymentSuccessPage = lazyPage(
  () => import('../features/billing/PaymentSuccessPage'),
  'PaymentSuccessPage',
);
export const InvoicePage = lazyPage(() => import('../features/billing/InvoicePage'), 'InvoicePage');

export const TermsPage = lazyPage(() => import('../features/legal/TermsPage'), 'TermsPage');
export const PrivacyPolicyPage = lazyPage(() => import('../features/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage');
export const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');

export const ProfilesPage = lazyPage(() => import('../features/profiles/ProfilesPage'), 'ProfilesPage');
export const CreateProfilePage = lazyPage(() => import('../features/profiles/ProfileFormPages'), 'CreateProfilePage');
export const EditProfilePage = lazyPage(() => import('../features/profiles/ProfileFormPages'), 'EditProfilePage');
export const TemplatesPage = lazyPage(() => import('../features/templates/TemplatesPage'), 'TemplatesPage');
export const CreateTemplatePage = lazyPage(
  () => import('../features/templates/TemplateFormPages'),
  'CreateTemplatePage',
);
export const EditTemplatePage = lazyPage(() => import('../features/templates/TemplateFormPages'), 'EditTemplatePage');
export const ManualJobPage = lazyPage(() => import('../features/jobs/ManualJobPage'), 'ManualJobPage');
export const GenerateProposalPage = lazyPage(
  () => import('../features/jobs/GenerateProposalPage'),
  'GenerateProposalPage',
);
export const HistoryPage = lazyPage(() => import('../features/history/HistoryPage'), 'HistoryPage');
export const InsightsPage = lazyPage(() => import('../features/insights/InsightsPage'), 'InsightsPage');
export const AgencyPage = lazyPage(() => import('../features/agency/AgencyPage'), 'AgencyPage');
export const ExtensionPage = lazyPage(() => import('../features/extension/ExtensionPage'), 'ExtensionPage');

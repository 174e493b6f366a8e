import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        <li>Account details: your name, email address, optional phone number and a hash of your password.</li>
        <li>What you store with us: freelancer profiles, templates, job details and generated proposals.</li>
        <li>Billing details handled by our payment provider; we never see or store full card numbers.</li>
        <li>Technical data needed to run the service securely, such as request logs and IP addresses.</li>
      </Box>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <Typography>
        To provide Quillbid: signing you in, writing proposals from your profiles and the jobs you enter, enforcing plan
        limits, sending the emails you need (verification, password reset, invitations) and keeping the service safe. We
        do not sell your data and do not use it for advertising.
      </Typography>
    ),
  },
  {
    heading: 'AI processing',
    body: (
      <Typography>
        When a language model writes a proposal, the job details and the relevant parts of your profile and template are
        sent to the model provider for that request only, and nothing else from your account.
      </Typography>
    ),
  },
  {
    heading: 'Cookies and browser storage',
    body: (
      <Typography>
        We use one cookie to keep you signed in and store your theme choice and session details in your browser. There
        are no advertising or third-party tracking cookies.
      </Typography>
    ),
  },
  {
    heading: 'Retention and your rights',
    body: (
      <Typography>
        We keep your data while your account is open and delete it within 30 days after you close it, except records we
        must keep by law (such as invoices). You can ask us for a copy of your data, or to correct or delete it, at any
        time.
      </Typography>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <Typography>
        For anything about your privacy, write to <Link href="mailto:privacy@quillbid.app">privacy@quillbid.app</Link>.
      </Typography>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="23 November 2026"
      intro="This policy explains what personal data Quillbid collects, why, and the choices you have."
      sections={sections}
    />
  );
}

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    heading: 'The service',
    body: (
      <Typography>
        Quillbid helps freelancers draft proposals, cover letters and messages for freelance marketplaces and
        professional networks, using the profiles and templates you keep with us and the job details you provide.
      </Typography>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <Typography>
        You need a verified email address to use Quillbid. Keep your password to yourself and tell us at once if you
        think someone else has used your account. You are responsible for what is done through it. You must be at least
        18 years old, or the age of majority where you live.
      </Typography>
    ),
  },
  {
    heading: 'Your content and your proposals',
    body: (
      <>
        <Typography sx={{ mb: 1.5 }}>
          Profiles, templates, job details and generated proposals remain yours. You give us the limited right to store
          and process them only to run the service for you.
        </Typography>
        <Typography>
          Generated text is a draft. Read it before you send it: you are responsible for what you submit, for its
          accuracy, and for following the rules of the marketplace you use it on, including its rules on sharing contact
          details.
        </Typography>
      </>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <Typography>
        Do not use Quillbid to send spam, to misrepresent your skills or experience, to break a marketplace’s terms, or
        to probe, overload or get around the limits of the service. We may suspend accounts that do.
      </Typography>
    ),
  },
  {
    heading: 'Plans, billing and cancellation',
    body: (
      <Typography>
        The free plan stays free. Paid plans renew each month or year until you cancel, which you can do at any time
        from Settings; you keep access until the end of the period you paid for. Trial periods and money-back guarantees
        apply as stated on each plan. Usage limits are counted per billing period.
      </Typography>
    ),
  },
  {
    heading: 'Availability and liability',
    body: (
      <Typography>
        We work to keep Quillbid available and accurate but provide it “as is”. We do not guarantee that a proposal will
        win work. To the extent the law allows, our liability is limited to the amount you paid us in the twelve months
        before the claim.
      </Typography>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <Typography>
        We may update these terms; if a change matters, we will tell you by email before it takes effect. Questions?
        Write to <Link href="mailto:support@quillbid.app">support@quillbid.app</Link>. See also our{' '}
        <Link component={RouterLink} to="/privacy-policy">
          Privacy Policy
        </Link>
        .
      </Typography>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="23 November 2026"
      intro="These terms govern your use of Quillbid. By creating an account you agree to them."
      sections={sections}
    />
  );
}

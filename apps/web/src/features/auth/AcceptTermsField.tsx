import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import type { SignUpForm } from '@quillbid/shared';
import { FormCheckbox } from '../../components/form';

/** The terms and privacy-policy checkbox; unticked on submit, it is marked like the text fields. */
export function AcceptTermsField({ control }: { control: Control<SignUpForm> }) {
  return (
    <FormCheckbox
      control={control}
      name="acceptTerms"
      label={
        <Typography variant="body2">
          I agree to the{' '}
          <Link href="/terms" target="_blank" rel="noopener">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link href="/privacy-policy" target="_blank" rel="noopener">
            Privacy Policy
          </Link>
        </Typography>
      }
    />
  );
}

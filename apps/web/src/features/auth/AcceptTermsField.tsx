import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { SignUpForm } from '@quillbid/shared';

/** The terms and privacy-policy checkbox; unticked on submit, it is marked like the text fields. */
export function AcceptTermsField({ control }: { control: Control<SignUpForm> }) {
  const helperId = useId();
  return (
    <Controller
      control={control}
      name="acceptTerms"
      render={({ field, fieldState: { error } }) => (
        <FormControl error={error !== undefined}>
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-invalid': error !== undefined,
                    'aria-describedby': error ? helperId : undefined,
                  },
                }}
              />
            }
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
          {error && <FormHelperText id={helperId}>{error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

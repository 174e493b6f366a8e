import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AVAILABILITY_MAX,
  HOURLY_RATE_MAX,
  HOURLY_RATE_MIN,
  rateAndAvailabilityText as text,
  type ProfileFormValues,
} from '@quillbid/shared';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '../../components/form';
import { FormSection } from './FormSection';
import { parseRate } from './profileDraft';

/** The optional facts only the freelancer knows, which the writers say only when a post asks for them. */
export function RateAvailabilitySection({ control }: { control: Control<ProfileFormValues> }) {
  return (
    <FormSection title={text.title}>
      <Typography variant="body2" color="text.secondary">
        {text.helper}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, gap: 2 }}>
        <Controller
          control={control}
          name="hourlyRate"
          render={({ field, fieldState }) => (
            <TextField
              label={text.hourlyRate}
              type="number"
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              // Unset is null, shown as an empty field; a number typed in is kept as typed until it is valid.
              value={field.value ?? ''}
              onChange={(event) => field.onChange(parseRate(event.target.value))}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message}
              slotProps={{
                htmlInput: { min: HOURLY_RATE_MIN, max: HOURLY_RATE_MAX, step: 'any', inputMode: 'decimal' },
              }}
            />
          )}
        />
        <FormTextField
          control={control}
          name="availability"
          label={text.availability}
          placeholder={text.availabilityExample}
          slotProps={{ htmlInput: { maxLength: AVAILABILITY_MAX } }}
        />
      </Box>
    </FormSection>
  );
}

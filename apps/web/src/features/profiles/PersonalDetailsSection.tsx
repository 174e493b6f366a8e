import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ProfileFormValues } from '@quillbid/shared';
import { Controller, type Control } from 'react-hook-form';
import { FormChipInput, FormTextField } from '../../components/form';
import { useSkillSuggestions } from './api';
import { FormSection } from './FormSection';
import { parseYears } from './profileDraft';

type TextDetail = 'firstName' | 'lastName' | 'location' | 'profession';

export function PersonalDetailsSection({ control }: { control: Control<ProfileFormValues> }) {
  const suggestions = useSkillSuggestions();
  const text = (field: TextDetail, label: string, autoComplete: string) => (
    <FormTextField control={control} name={`personalDetails.${field}`} label={label} autoComplete={autoComplete} />
  );

  return (
    <FormSection title="Personal Details">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {text('firstName', 'First Name', 'given-name')}
        {text('lastName', 'Last Name', 'family-name')}
        {text('location', 'Location', 'address-level2')}
        {text('profession', 'Profession', 'organization-title')}
      </Box>
      <FormChipInput control={control} name="personalDetails.skills" label="Skills" suggestions={suggestions.data} />
      <Controller
        control={control}
        name="personalDetails.yearsOfExperience"
        render={({ field, fieldState }) => (
          <TextField
            label="Years of Experience"
            type="number"
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            // Zero is the default and counts as missing, so it shows as an empty field.
            value={field.value ? field.value : ''}
            placeholder="0"
            onChange={(event) => field.onChange(parseYears(event.target.value))}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { min: 0, max: 80, inputMode: 'numeric' } }}
            sx={{ maxWidth: 240 }}
          />
        )}
      />
    </FormSection>
  );
}

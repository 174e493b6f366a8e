import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ProfileInput } from '@quillbid/shared';
import { ChipInput } from '../../components/ChipInput';
import { useSkillSuggestions } from './api';
import { FormSection } from './FormSection';
import { parseYears } from './profileDraft';

type PersonalDetails = ProfileInput['personalDetails'];

interface PersonalDetailsSectionProps {
  value: PersonalDetails;
  onChange: (patch: Partial<PersonalDetails>) => void;
}

export function PersonalDetailsSection({ value, onChange }: PersonalDetailsSectionProps) {
  const suggestions = useSkillSuggestions();
  const text = (field: 'firstName' | 'lastName' | 'location' | 'profession', label: string, autoComplete?: string) => (
    <TextField
      label={label}
      value={value[field]}
      autoComplete={autoComplete}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );

  return (
    <FormSection title="Personal Details">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {text('firstName', 'First Name', 'given-name')}
        {text('lastName', 'Last Name', 'family-name')}
        {text('location', 'Location', 'address-level2')}
        {text('profession', 'Profession', 'organization-title')}
      </Box>
      <ChipInput
        label="Skills"
        values={value.skills}
        onChange={(skills) => onChange({ skills })}
        suggestions={suggestions.data}
      />
      <TextField
        label="Years of Experience"
        type="number"
        // Zero is the default and counts as missing, so it shows as an empty field.
        value={value.yearsOfExperience === 0 ? '' : value.yearsOfExperience}
        placeholder="0"
        onChange={(event) => onChange({ yearsOfExperience: parseYears(event.target.value) })}
        slotProps={{ htmlInput: { min: 0, max: 80, inputMode: 'numeric' } }}
        sx={{ maxWidth: 240 }}
      />
    </FormSection>
  );
}

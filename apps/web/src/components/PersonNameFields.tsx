import Box from '@mui/material/Box';
import type { Control, Path } from 'react-hook-form';
import { FormTextField } from './form';

interface PersonName {
  firstName: string;
  lastName: string;
}

/** First and last name side by side, stacked on narrow screens. */
export function PersonNameFields<T extends PersonName>({ control }: { control: Control<T> }) {
  // Every T here has both fields; TypeScript cannot list the paths of a generic T to see them.
  const firstName = 'firstName' as Path<T>;
  const lastName = 'lastName' as Path<T>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <FormTextField control={control} name={firstName} label="First name" autoComplete="given-name" />
      <FormTextField control={control} name={lastName} label="Last name" autoComplete="family-name" />
    </Box>
  );
}

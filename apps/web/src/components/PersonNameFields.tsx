import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface PersonNameFieldsProps {
  firstName: string;
  lastName: string;
  onFirstNameChange: (value: string) => void;
  onLastNameChange: (value: string) => void;
}

/** First and last name side by side, stacked on narrow screens. */
export function PersonNameFields({ firstName, lastName, onFirstNameChange, onLastNameChange }: PersonNameFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        value={firstName}
        onChange={(event) => onFirstNameChange(event.target.value)}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        value={lastName}
        onChange={(event) => onLastNameChange(event.target.value)}
      />
    </Box>
  );
}

import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountMessages, firstIssue, userUpdateSchema, type User } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PersonNameFields } from '../../components/PersonNameFields';
import { useUpdateUser } from './api';

export function AccountTab({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [phoneNumber, setPhoneNumber] = useState(user.phoneNumber);
  const update = useUpdateUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = userUpdateSchema.safeParse({ firstName, lastName, phoneNumber });
    if (!parsed.success) {
      toast.error(firstIssue(parsed));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(accountMessages.saved),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5} sx={{ maxWidth: 560 }}>
      <TextField
        label="Email"
        value={user.email}
        helperText="Your sign-in email cannot be changed."
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <LockRoundedIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <PersonNameFields
        firstName={firstName}
        lastName={lastName}
        onFirstNameChange={setFirstName}
        onLastNameChange={setLastName}
      />
      <TextField
        label="Phone number"
        name="phoneNumber"
        autoComplete="tel"
        value={phoneNumber}
        onChange={(event) => setPhoneNumber(event.target.value.replace(/\D/g, ''))}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 20 } }}
        helperText="Digits only."
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Profile'}
        </Button>
      </Box>
    </Stack>
  );
}

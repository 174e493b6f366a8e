import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountMessages, userUpdateSchema, type User } from '@quillbid/shared';
import { Controller } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { toastFirstError, UnsavedChangesPrompt, useSchemaForm } from '../../components/form';
import { PersonNameFields } from '../../components/PersonNameFields';
import { useUpdateUser } from './api';

// The tab always sends all three fields, each checked by the update's own rules and messages.
const accountSchema = userUpdateSchema.required();

const accountValues = ({ firstName, lastName, phoneNumber }: User) => ({ firstName, lastName, phoneNumber });

export function AccountTab({ user }: { user: User }) {
  const form = useSchemaForm(accountSchema, accountValues(user));
  const update = useUpdateUser();

  const submit = form.handleSubmit((changes) => {
    update.mutate(changes, {
      onSuccess: (saved) => {
        // What was saved becomes the form's starting point, so it no longer counts as unsaved.
        form.reset(accountValues(saved));
        toast.success(accountMessages.saved);
      },
      onError: (error) => toast.error(error.message),
    });
  }, toastFirstError);

  return (
    <>
      <UnsavedChangesPrompt when={form.formState.isDirty} />
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
        <PersonNameFields control={form.control} />
        <Controller
          control={form.control}
          name="phoneNumber"
          render={({ field, fieldState: { error } }) => (
            <TextField
              label="Phone number"
              name={field.name}
              autoComplete="tel"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={error !== undefined}
              helperText={error?.message ?? 'Digits only.'}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 20 } }}
            />
          )}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Profile'}
          </Button>
        </Box>
      </Stack>
    </>
  );
}

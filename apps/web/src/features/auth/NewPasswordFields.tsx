import type { Control, Path } from 'react-hook-form';
import { PasswordField } from './PasswordField';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** A new password typed twice, for the password manager and for the spec's match check. */
export function NewPasswordFields<T extends NewPassword>({ control }: { control: Control<T> }) {
  // Every T here has both fields; TypeScript cannot list the paths of a generic T to see them.
  const password = 'password' as Path<T>;
  const confirmPassword = 'confirmPassword' as Path<T>;
  return (
    <>
      <PasswordField control={control} name={password} label="Password" autoComplete="new-password" />
      <PasswordField control={control} name={confirmPassword} label="Confirm password" autoComplete="new-password" />
    </>
  );
}

import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}

/** A new password typed twice, for the password manager and for the spec's match check. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPasswordChange}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={props.confirmPassword}
        onChange={props.onConfirmPasswordChange}
      />
    </>
  );
}

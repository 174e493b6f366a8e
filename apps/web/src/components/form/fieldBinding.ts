import type { ChangeEvent, FocusEventHandler, ReactNode, Ref } from 'react';
import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

interface OwnFieldProps {
  helperText?: ReactNode;
  error?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * The props that tie a text field or select to its react-hook-form field: its error marks the field and reads
 * below it, while the field's own `error`, `helperText` and `onChange` still apply (a check made as the user
 * types, a change that clears another field).
 */
export function fieldBinding<T extends FieldValues>(
  field: ControllerRenderProps<T, FieldPath<T>>,
  fieldState: ControllerFieldState,
  own: OwnFieldProps,
): {
  name: string;
  value: unknown;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: FocusEventHandler;
  inputRef: Ref<HTMLInputElement>;
  error: boolean;
  helperText: ReactNode;
} {
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: (event) => {
      field.onChange(event);
      own.onChange?.(event);
    },
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error !== undefined || own.error === true,
    helperText: fieldState.error?.message ?? own.helperText,
  };
}

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A text field bound to a react-hook-form field: its error marks the field and reads below it. `error` and
 * `helperText` still apply while the schema has nothing to say (a check made as the user types).
 */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event);
            props.onChange?.(event);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined || props.error === true}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

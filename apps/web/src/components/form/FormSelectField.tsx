import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldBinding } from './fieldBinding';

type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'select'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A select (MUI's TextField in select mode, its options as children) bound to a react-hook-form field. */
export function FormSelectField<T extends FieldValues>({ control, name, ...props }: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <TextField {...props} select {...fieldBinding(field, fieldState, props)} />}
    />
  );
}

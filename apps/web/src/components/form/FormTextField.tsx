import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldBinding } from './fieldBinding';
import { TextInput, type TextInputProps } from './TextInput';

type FormTextFieldProps<T extends FieldValues> = Omit<TextInputProps, 'name' | 'value'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A text field bound to a react-hook-form field (see fieldBinding). */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <TextInput {...props} {...fieldBinding(field, fieldState, props)} />}
    />
  );
}

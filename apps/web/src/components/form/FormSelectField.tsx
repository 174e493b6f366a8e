import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldBinding } from './fieldBinding';
import { SelectField, type SelectFieldProps } from './SelectField';

type FormSelectFieldProps<T extends FieldValues> = Omit<SelectFieldProps, 'name' | 'value' | 'defaultValue'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A select (see SelectField) bound to a react-hook-form field. */
export function FormSelectField<T extends FieldValues>({ control, name, ...props }: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <SelectField {...props} {...fieldBinding(field, fieldState, props)} />}
    />
  );
}

import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChipInput, type ChipInputProps } from '../ChipInput';

type FormChipInputProps<T extends FieldValues> = Omit<
  ChipInputProps,
  'values' | 'onChange' | 'onBlur' | 'name' | 'inputRef' | 'error'
> & {
  control: Control<T>;
  /** A field holding a list of strings. */
  name: FieldPath<T>;
};

/** A chip input bound to a react-hook-form list field: its error marks the input and reads below it. */
export function FormChipInput<T extends FieldValues>({ control, name, helperText, ...props }: FormChipInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChipInput
          {...props}
          name={field.name}
          values={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

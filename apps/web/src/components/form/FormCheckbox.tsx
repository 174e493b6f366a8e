import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
}

/** A checkbox bound to a boolean form field; when the schema refuses its value it is marked like a text field. */
export function FormCheckbox<T extends FieldValues>({ control, name, label }: FormCheckboxProps<T>) {
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <FormControl error={error !== undefined}>
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-invalid': error !== undefined,
                    'aria-describedby': error ? helperId : undefined,
                  },
                }}
              />
            }
            label={label}
          />
          {error && <FormHelperText id={helperId}>{error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

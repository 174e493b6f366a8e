import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SelectOption } from '@quillbid/shared';

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly SelectOption[];
};

/** A select (MUI's TextField in select mode) offering one menu item per option. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  return (
    <TextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type TextInputProps = Pick<
  FormControlProps,
  'sx' | 'className' | 'fullWidth' | 'disabled' | 'required' | 'error' | 'size'
> &
  Pick<
    OutlinedInputProps,
    | 'name'
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'inputRef'
    | 'type'
    | 'autoComplete'
    | 'autoFocus'
    | 'placeholder'
    | 'multiline'
    | 'rows'
    | 'minRows'
    | 'maxRows'
  > & {
    id?: string;
    label?: ReactNode;
    helperText?: ReactNode;
    /** As on TextField: props for the outlined input (adornments) and for the `<input>` element itself. */
    slotProps?: { input?: Partial<OutlinedInputProps>; htmlInput?: InputBaseComponentProps };
  };

/**
 * MUI's outlined TextField without its select mode, with the same markup, ids and ARIA links. TextField imports
 * Select, and with it Menu, Popover and Modal: about 18 kB of gzipped JavaScript that every page with a form, the
 * sign-in page first, would download for nothing. Selects use SelectField or FormSelectField.
 */
export function TextInput({
  id: givenId,
  label,
  helperText,
  slotProps = {},
  sx,
  className,
  fullWidth,
  disabled,
  required,
  error,
  size,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label !== undefined && label !== null && label !== '';
  return (
    <FormControl
      variant="outlined"
      sx={sx}
      className={className}
      fullWidth={fullWidth}
      disabled={disabled}
      required={required}
      error={error}
      size={size}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        fullWidth={fullWidth}
        label={hasLabel ? label : undefined}
        aria-describedby={helperTextId}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

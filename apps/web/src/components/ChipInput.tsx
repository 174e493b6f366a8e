import Autocomplete, { type AutocompleteChangeReason } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { chipMessages } from '@quillbid/shared';
import { useState, type KeyboardEvent, type Ref, type SyntheticEvent } from 'react';
import { toast } from '../lib/toast';

export interface ChipInputProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Project type: one item only (spec section 5). */
  single?: boolean;
  suggestions?: readonly string[];
  helperText?: string;
  /** Marks the field as failing; `helperText` then says why. */
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  onBlur?: () => void;
}

/** A list of short items typed one at a time: Enter adds the trimmed item, each chip can be removed. */
export function ChipInput(props: ChipInputProps) {
  const { label, values, onChange, single, suggestions = [], helperText, error, inputRef, name, onBlur } = props;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const isListed = (item: string) => values.some((value) => value.toLowerCase() === item.toLowerCase());

  const add = (raw: string) => {
    const item = raw.trim();
    if (item === '') return;
    if (isListed(item)) {
      toast.info(chipMessages.duplicate(item));
      return;
    }
    if (single && values.length > 0) {
      toast.info(chipMessages.oneProjectType);
      return;
    }
    onChange([...values, item]);
  };

  // Autocomplete drops typed text equal to a chip before calling onChange, so the spec's message would never
  // show for an exact duplicate: Enter on a duplicate is answered here. An option the user has highlighted
  // (the input names it as its active descendant) is left to Autocomplete to pick.
  const keyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const item = text.trim();
    const input = event.target as HTMLInputElement;
    if (item === '' || !isListed(item) || input.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    event.defaultMuiPrevented = true;
    toast.info(chipMessages.duplicate(item));
    setText('');
    setOpen(false);
  };

  const change = (
    _event: SyntheticEvent,
    next: string[],
    reason: AutocompleteChangeReason,
    details?: { option: string },
  ) => {
    if (reason === 'createOption' || reason === 'selectOption') {
      if (details) add(details.option);
      return;
    }
    onChange(next);
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      filterSelectedOptions
      options={suggestions}
      value={values}
      onChange={change}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      onKeyDown={keyDown}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          inputRef={inputRef}
          error={error}
          helperText={helperText ?? 'Press Enter to add'}
        />
      )}
    />
  );
}

import Autocomplete, { type AutocompleteChangeReason } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { chipMessages } from '@quillbid/shared';
import type { SyntheticEvent } from 'react';
import { toast } from 'sonner';

interface ChipInputProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Project type: one item only (spec section 5). */
  single?: boolean;
  suggestions?: readonly string[];
  helperText?: string;
}

/** A list of short items typed one at a time: Enter adds the trimmed item, each chip can be removed. */
export function ChipInput({ label, values, onChange, single, suggestions = [], helperText }: ChipInputProps) {
  const add = (raw: string) => {
    const item = raw.trim();
    if (item === '') return;
    if (values.some((value) => value.toLowerCase() === item.toLowerCase())) {
      toast.info(chipMessages.duplicate(item));
      return;
    }
    if (single && values.length > 0) {
      toast.info(chipMessages.oneProjectType);
      return;
    }
    onChange([...values, item]);
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
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText ?? 'Press Enter to add'} />}
    />
  );
}

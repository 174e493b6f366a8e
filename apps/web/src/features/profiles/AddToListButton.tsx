import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import type { Ref } from 'react';

interface AddToListButtonProps {
  label: string;
  onClick: () => void;
  /** The list's own error ("at least one" while empty, too many once it has rows), read with the button. */
  error: string | undefined;
  errorId: string;
  /**
   * How the form finds the list when the list itself fails: a field name (what react-hook-form focuses by
   * name) or the list field's ref.
   */
  name?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The button under a profile's list (portfolio links, projects) that adds a row, and the list's error. */
export function AddToListButton({ label, onClick, error, errorId, name, buttonRef }: AddToListButtonProps) {
  return (
    <Box>
      <Button
        ref={buttonRef}
        name={name}
        startIcon={<AddRoundedIcon />}
        onClick={onClick}
        aria-describedby={error ? errorId : undefined}
      >
        {label}
      </Button>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface AnswerOptionsProps {
  labelledBy: string;
  options: readonly string[];
  selected: string | undefined;
  disabled: boolean;
  onPick: (option: string) => void;
}

/** One large button per answer; the answer given before is shown pressed. */
export function AnswerOptions({ labelledBy, options, selected, disabled, onPick }: AnswerOptionsProps) {
  return (
    <Stack role="group" aria-labelledby={labelledBy} spacing={1.5}>
      {options.map((option) => (
        <Button
          key={option}
          variant={option === selected ? 'contained' : 'outlined'}
          size="large"
          aria-pressed={option === selected}
          disabled={disabled}
          onClick={() => onPick(option)}
          sx={{ justifyContent: 'flex-start', py: 1.5, px: 2.5, textTransform: 'none' }}
        >
          {option}
        </Button>
      ))}
    </Stack>
  );
}

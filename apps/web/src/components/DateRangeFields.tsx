import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { historyMessages } from '@quillbid/shared';

export interface DateRange {
  /** 'YYYY-MM-DD', or '' for no bound. */
  from: string;
  to: string;
}

/** A day as date inputs and the API write it, 'YYYY-MM-DD' (a URL may hold anything). */
export const isIsoDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Both bounds are days, both included: the start may equal the end but not come after it. */
export const datesInOrder = ({ from, to }: DateRange): boolean => from === '' || to === '' || from <= to;

interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (next: DateRange) => void;
}

/** A From and a To date; a To before the From is marked with the shared message (the server refuses it too). */
export function DateRangeFields({ value, onChange }: DateRangeFieldsProps) {
  const inOrder = datesInOrder(value);
  const dateField = { size: 'small', type: 'date', sx: { minWidth: 160, flex: 1 } } as const;
  return (
    <Stack direction="row" spacing={2} sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
      <TextField
        {...dateField}
        label="From"
        value={value.from}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }}
      />
      <TextField
        {...dateField}
        label="To"
        value={value.to}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
        error={!inOrder}
        helperText={inOrder ? undefined : historyMessages.datesOutOfOrder}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }}
      />
    </Stack>
  );
}

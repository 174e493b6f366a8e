import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  labelledOptions,
  PORTFOLIO_TYPES,
  portfolioLabels,
  portfolioUrlError,
  type ProfileFormValues,
} from '@quillbid/shared';
import { useId, useState } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { FormSelectField, FormTextField } from '../../components/form';
import { AddToListButton } from './AddToListButton';
import { FormSection } from './FormSection';

const portfolioTypeOptions = labelledOptions(PORTFOLIO_TYPES, portfolioLabels);

export function PortfolioLinksSection({ control }: { control: Control<ProfileFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'portfolio' });
  const rows = useWatch({ control, name: 'portfolio' });
  const errors = useFormState({ control, name: 'portfolio' }).errors.portfolio;
  // The list's own error: "at least one" while empty, a too-long list once it has rows.
  const listError = errors?.message ?? errors?.root?.message;
  const listErrorId = useId();
  // Rows whose URL the user has typed in: an untouched new row shows no format error yet.
  const [typedIn, setTypedIn] = useState<ReadonlySet<string>>(new Set());

  return (
    <FormSection title="Portfolio Links">
      {fields.map((field, index) => {
        const row = index + 1;
        const type = rows?.[index]?.portfolioType;
        // The spec's per-row check, shown as the user types; the save's checks mark the row on submit.
        const typedError =
          type && typedIn.has(field.id) ? portfolioUrlError(type, rows?.[index]?.portfolioUrl ?? '') : null;
        return (
          <Box
            key={field.id}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '200px 1fr auto' }, gap: 1.5 }}
          >
            <FormSelectField
              control={control}
              name={`portfolio.${index}.portfolioType`}
              label={`Portfolio Type ${row}`}
              options={portfolioTypeOptions}
            />
            <FormTextField
              control={control}
              name={`portfolio.${index}.portfolioUrl`}
              label={`Portfolio URL ${row}`}
              type="url"
              error={typedError !== null}
              helperText={typedError ?? undefined}
              onChange={() => setTypedIn(new Set(typedIn).add(field.id))}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
            />
            <IconButton
              aria-label={`Remove portfolio link ${row}`}
              onClick={() => remove(index)}
              sx={{ alignSelf: 'start', mt: 1 }}
            >
              <DeleteOutlineRoundedIcon />
            </IconButton>
          </Box>
        );
      })}
      <AddToListButton
        label="Add Portfolio Link"
        name="portfolio"
        onClick={() => append({ portfolioType: '', portfolioUrl: '' })}
        error={listError}
        errorId={listErrorId}
      />
    </FormSection>
  );
}

import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PORTFOLIO_TYPES, portfolioLabels, portfolioUrlError, type PortfolioType } from '@quillbid/shared';
import { useState } from 'react';
import { FormSection } from './FormSection';
import type { PortfolioItem } from './profileDraft';

interface PortfolioLinksSectionProps {
  value: PortfolioItem[];
  onChange: (portfolio: PortfolioItem[]) => void;
}

export function PortfolioLinksSection({ value, onChange }: PortfolioLinksSectionProps) {
  // Rows whose URL the user has typed in: an untouched new row shows no error yet.
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());

  const update = (index: number, patch: Partial<PortfolioItem>) =>
    onChange(value.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setTouched(new Set([...touched].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))));
  };

  return (
    <FormSection title="Portfolio Links">
      {value.map((item, index) => {
        const row = index + 1;
        const error =
          item.portfolioType !== '' && touched.has(index)
            ? portfolioUrlError(item.portfolioType, item.portfolioUrl)
            : null;
        return (
          <Box
            key={index}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '200px 1fr auto' }, gap: 1.5 }}
          >
            <TextField
              select
              label={`Portfolio Type ${row}`}
              value={item.portfolioType}
              onChange={(event) => update(index, { portfolioType: event.target.value as PortfolioType })}
            >
              {PORTFOLIO_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {portfolioLabels[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={`Portfolio URL ${row}`}
              type="url"
              value={item.portfolioUrl}
              error={error !== null}
              helperText={error}
              onChange={(event) => {
                update(index, { portfolioUrl: event.target.value });
                setTouched(new Set(touched).add(index));
              }}
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
      <Box>
        <Button
          startIcon={<AddRoundedIcon />}
          onClick={() => onChange([...value, { portfolioType: '', portfolioUrl: '' }])}
        >
          Add Portfolio Link
        </Button>
      </Box>
    </FormSection>
  );
}

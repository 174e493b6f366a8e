import ClearRoundedIcon from '@mui/icons-material/ClearRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  labelledOptions,
  PROPOSAL_STATUSES,
  proposalStatusLabels,
  type ProposalStatus,
  type SelectOption,
} from '@quillbid/shared';
import { DateRangeFields } from '../../components/DateRangeFields';
import { useProfiles } from '../../lib/profilesApi';
import { useTemplates } from '../../lib/templatesApi';
import { hasFilters, type HistoryFilter } from './filters';

interface HistoryFiltersProps {
  filters: HistoryFilter;
  onChange: (change: Partial<HistoryFilter>) => void;
  onClear: () => void;
  /** The search box's text as typed; the filters hold it once typing pauses. */
  searchText: string;
  onSearchTextChange: (text: string) => void;
}

const ALL = '';
const statusOptions = labelledOptions(PROPOSAL_STATUSES, proposalStatusLabels);

/** Search, status, template, profile and dates above the history; every change starts again at page 1. */
export function HistoryFilters({ filters, onChange, onClear, searchText, onSearchTextChange }: HistoryFiltersProps) {
  const templates = useTemplates();
  const profiles = useProfiles();
  const templateOptions = templates.data?.map((template) => ({ value: template._id, label: template.templateTitle }));
  const profileOptions = profiles.data?.map((profile) => ({ value: profile._id, label: profile.profileName }));

  return (
    <Box
      role="search"
      aria-label="Filter proposals"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
    >
      <TextField
        label="Search"
        type="search"
        size="small"
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, maxWidth: { sm: 360 } }}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        options={statusOptions}
        onChange={(status) => onChange({ status: status as ProposalStatus | undefined })}
      />
      <FilterSelect
        label="Template"
        allLabel="All templates"
        value={filters.templateId}
        options={templateOptions}
        onChange={(templateId) => onChange({ templateId })}
      />
      <FilterSelect
        label="Profile"
        allLabel="All profiles"
        value={filters.profileId}
        options={profileOptions}
        onChange={(profileId) => onChange({ profileId })}
      />
      <DateRangeFields
        value={{ from: filters.from ?? '', to: filters.to ?? '' }}
        onChange={({ from, to }) => onChange({ from: from || undefined, to: to || undefined })}
      />
      {hasFilters(filters) && (
        <Button onClick={onClear} startIcon={<ClearRoundedIcon />} color="inherit" sx={{ minHeight: 40 }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string | undefined;
  /** Undefined while the options are loading. */
  options: readonly SelectOption[] | undefined;
  onChange: (value: string | undefined) => void;
}

function FilterSelect({ label, allLabel, value = ALL, options, onChange }: FilterSelectProps) {
  // A filter from the URL may name a template or profile that is still loading, or was deleted since: it stays
  // chosen, under a placeholder name, rather than the select showing nothing.
  const known = value === ALL || options?.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
      // The "All …" choice shows as the value, under the label, rather than an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 140px', sm: '0 1 180px' }, minWidth: 140 }}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {!known && <MenuItem value={value}>{options ? `Deleted ${label.toLowerCase()}` : 'Loading…'}</MenuItem>}
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  lengthLabels,
  PROPOSAL_LENGTHS,
  PROPOSAL_TONES,
  proposalOptionLabels,
  toneLabels,
  type Profile,
  type ProposalLength,
  type ProposalTone,
  type Template,
} from '@quillbid/shared';

interface ProposalOptionsProps {
  templates: Template[];
  templateId: string;
  onTemplate: (id: string) => void;
  profiles: Profile[];
  profileId: string;
  onProfile: (id: string) => void;
  tone: ProposalTone;
  onTone: (tone: ProposalTone) => void;
  length: ProposalLength;
  onLength: (length: ProposalLength) => void;
}

/** What the proposal is written from (template, profile) and how (tone, length). */
export function ProposalOptions(props: ProposalOptionsProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <TextField
        select
        label="Select Template"
        value={props.templateId}
        onChange={(event) => props.onTemplate(event.target.value)}
      >
        {props.templates.map((template) => (
          <MenuItem key={template._id} value={template._id}>
            {template.templateTitle}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Select Profile"
        value={props.profileId}
        onChange={(event) => props.onProfile(event.target.value)}
      >
        {props.profiles.map((profile) => (
          <MenuItem key={profile._id} value={profile._id}>
            {profile.profileName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={proposalOptionLabels.tone}
        value={props.tone}
        onChange={(event) => props.onTone(event.target.value as ProposalTone)}
      >
        {PROPOSAL_TONES.map((tone) => (
          <MenuItem key={tone} value={tone}>
            {toneLabels[tone]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={proposalOptionLabels.length}
        value={props.length}
        onChange={(event) => props.onLength(event.target.value as ProposalLength)}
      >
        {PROPOSAL_LENGTHS.map((length) => (
          <MenuItem key={length} value={length}>
            {lengthLabels[length]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

import Box from '@mui/material/Box';
import {
  lengthOptions,
  proposalOptionLabels,
  toneOptions,
  type Profile,
  type ProposalLength,
  type ProposalTone,
  type Template,
} from '@quillbid/shared';
import { SelectField } from '../../components/form';

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
      <SelectField
        label="Select Template"
        value={props.templateId}
        onChange={(event) => props.onTemplate(event.target.value)}
        options={props.templates.map((template) => ({ value: template._id, label: template.templateTitle }))}
      />
      <SelectField
        label="Select Profile"
        value={props.profileId}
        onChange={(event) => props.onProfile(event.target.value)}
        options={props.profiles.map((profile) => ({ value: profile._id, label: profile.profileName }))}
      />
      <SelectField
        label={proposalOptionLabels.tone}
        value={props.tone}
        onChange={(event) => props.onTone(event.target.value as ProposalTone)}
        options={toneOptions}
      />
      <SelectField
        label={proposalOptionLabels.length}
        value={props.length}
        onChange={(event) => props.onLength(event.target.value as ProposalLength)}
        options={lengthOptions}
      />
    </Box>
  );
}

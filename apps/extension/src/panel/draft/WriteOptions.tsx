import {
  explainFit,
  fitLabels,
  lengthOptions,
  proposalOptionLabels,
  toneOptions,
  type Profile,
  type ProfileFit,
  type ProposalLength,
  type ProposalTone,
  type Template,
} from '@quillbid/shared';
import { Select } from '../Select';

export interface WriteChoices {
  profileId: string;
  templateId: string;
  tone: ProposalTone;
  length: ProposalLength;
}

interface Props {
  profiles: Profile[];
  templates: Template[];
  fits: ProfileFit[];
  choices: WriteChoices;
  onChange: (choices: WriteChoices) => void;
  /** LinkedIn notes have their own limit, so no length choice. */
  withLength: boolean;
}

/** Which profile (with its fit for this job), template, tone and length to write with. */
export function WriteOptions({ profiles, templates, fits, choices, onChange, withLength }: Props) {
  const fitOf = (id: string) => fits.find((fit) => fit.profileId === id);
  const selectedFit = fitOf(choices.profileId);
  const profileOptions = profiles.map((profile) => {
    const fit = fitOf(profile._id);
    return { value: profile._id, label: `${profile.profileName}${fit ? ` — fit ${fit.score}/100` : ''}` };
  });
  const templateOptions = templates.map((template) => ({
    value: template._id,
    label: `${template.templateTitle}${template.default ? ' (default)' : ''}`,
  }));
  return (
    <section className="stack card" aria-label="Write with">
      <Select
        label="Profile"
        value={choices.profileId}
        options={profileOptions}
        onChange={(profileId) => onChange({ ...choices, profileId })}
      />
      {selectedFit && <FitExplanation fit={selectedFit} />}
      <Select
        label="Template"
        value={choices.templateId}
        options={templateOptions}
        onChange={(templateId) => onChange({ ...choices, templateId })}
      />
      <div className="row">
        <Select
          label={proposalOptionLabels.tone}
          value={choices.tone}
          options={toneOptions}
          onChange={(tone) => onChange({ ...choices, tone })}
        />
        {withLength && (
          <Select
            label={proposalOptionLabels.length}
            value={choices.length}
            options={lengthOptions}
            onChange={(length) => onChange({ ...choices, length })}
          />
        )}
      </div>
    </section>
  );
}

/** Why the chosen profile scores what it does: the required skills it has and lacks, the nice-to-have ones apart. */
function FitExplanation({ fit }: { fit: ProfileFit }) {
  const { summary, detail, required, niceToHave } = explainFit(fit);
  const lines = [
    summary,
    detail,
    required.matched.length > 0 ? fitLabels.has(required.matched) : null,
    required.missing.length > 0 ? fitLabels.missing(required.missing) : null,
    niceToHave.matched.length > 0 ? fitLabels.niceToHaveHas(niceToHave.matched) : null,
    niceToHave.missing.length > 0 ? fitLabels.niceToHaveMissing(niceToHave.missing) : null,
  ].filter((line): line is string => line !== null);
  return (
    <div role="group" aria-label={fitLabels.heading} className="small muted">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

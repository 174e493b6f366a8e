import {
  explainFit,
  fitLabels,
  lengthLabels,
  PROPOSAL_LENGTHS,
  PROPOSAL_TONES,
  proposalOptionLabels,
  toneLabels,
  type Profile,
  type ProfileFit,
  type ProposalLength,
  type ProposalTone,
  type Template,
} from '@quillbid/shared';

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
  return (
    <section className="stack card" aria-label="Write with">
      <label>
        Profile
        <select value={choices.profileId} onChange={(e) => onChange({ ...choices, profileId: e.target.value })}>
          {profiles.map((profile) => {
            const fit = fitOf(profile._id);
            return (
              <option key={profile._id} value={profile._id}>
                {profile.profileName}
                {fit ? ` — fit ${fit.score}/100` : ''}
              </option>
            );
          })}
        </select>
      </label>
      {selectedFit && <FitExplanation fit={selectedFit} />}
      <label>
        Template
        <select value={choices.templateId} onChange={(e) => onChange({ ...choices, templateId: e.target.value })}>
          {templates.map((template) => (
            <option key={template._id} value={template._id}>
              {template.templateTitle}
              {template.default ? ' (default)' : ''}
            </option>
          ))}
        </select>
      </label>
      <div className="row">
        <label>
          {proposalOptionLabels.tone}
          <select value={choices.tone} onChange={(e) => onChange({ ...choices, tone: e.target.value as ProposalTone })}>
            {PROPOSAL_TONES.map((tone) => (
              <option key={tone} value={tone}>
                {toneLabels[tone]}
              </option>
            ))}
          </select>
        </label>
        {withLength && (
          <label>
            {proposalOptionLabels.length}
            <select
              value={choices.length}
              onChange={(e) => onChange({ ...choices, length: e.target.value as ProposalLength })}
            >
              {PROPOSAL_LENGTHS.map((length) => (
                <option key={length} value={length}>
                  {lengthLabels[length]}
                </option>
              ))}
            </select>
          </label>
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

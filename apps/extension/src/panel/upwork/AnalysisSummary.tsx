import { analysisLabels, type JobAnalysis, type SkillNeeds } from '@quillbid/shared';

/**
 * What the post asks for, in short: the deliverable, the skills (required, nice to have, named in passing), and
 * anything that rules the user out.
 */
export function AnalysisSummary({ analysis }: { analysis: JobAnalysis }) {
  return (
    <section className="stack card" aria-labelledby="analysis-heading">
      <h2 id="analysis-heading">{analysisLabels.heading}</h2>
      <dl className="facts">
        <dt>{analysisLabels.deliverable}</dt>
        <dd>{analysis.deliverable}</dd>
        <dt>{analysisLabels.category}</dt>
        <dd>{analysis.category}</dd>
        {analysis.skillNeeds ? (
          <SkillNeedsFacts needs={analysis.skillNeeds} />
        ) : (
          analysis.skills.length > 0 && (
            <>
              <dt>{analysisLabels.skills}</dt>
              <dd>{analysis.skills.join(', ')}</dd>
            </>
          )
        )}
      </dl>
      <h3>{analysisLabels.requirements}</h3>
      {analysis.requirements.length === 0 ? (
        <p className="muted small">{analysisLabels.noRequirements}</p>
      ) : (
        <ul className="check-list">
          {analysis.requirements.map((requirement) => (
            <li key={`${requirement.kind}:${requirement.quote}`} className="warn">
              <strong>{analysisLabels.severity[requirement.severity]}:</strong> {requirement.label}
            </li>
          ))}
        </ul>
      )}
      {analysis.notes.map((note) => (
        <p key={note} className="muted small">
          {note}
        </p>
      ))}
    </section>
  );
}

/** Required and nice-to-have skills apart; those named only in passing are said not to count. */
function SkillNeedsFacts({ needs }: { needs: SkillNeeds }) {
  const asked = needs.required.length + needs.niceToHave.length > 0;
  return (
    <>
      <dt>{analysisLabels.skills}</dt>
      <dd>
        {!asked && <div>{analysisLabels.noSkills}</div>}
        {needs.required.length > 0 && <div>{`${analysisLabels.requiredSkills}: ${needs.required.join(', ')}`}</div>}
        {needs.niceToHave.length > 0 && (
          <div>{`${analysisLabels.niceToHaveSkills}: ${needs.niceToHave.join(', ')}`}</div>
        )}
        {needs.mentioned.length > 0 && (
          <div className="muted small">{analysisLabels.mentionedSkills(needs.mentioned)}</div>
        )}
      </dd>
    </>
  );
}

import { analysisLabels, type JobAnalysis } from '@quillbid/shared';

/** What the post asks for, in short: the deliverable, the skills, and anything that rules the user out. */
export function AnalysisSummary({ analysis }: { analysis: JobAnalysis }) {
  return (
    <section className="stack card" aria-labelledby="analysis-heading">
      <h2 id="analysis-heading">{analysisLabels.heading}</h2>
      <dl className="facts">
        <dt>{analysisLabels.deliverable}</dt>
        <dd>{analysis.deliverable}</dd>
        <dt>{analysisLabels.category}</dt>
        <dd>{analysis.category}</dd>
        {analysis.skills.length > 0 && (
          <>
            <dt>{analysisLabels.skills}</dt>
            <dd>{analysis.skills.join(', ')}</dd>
          </>
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

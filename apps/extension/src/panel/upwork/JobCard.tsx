import type { UpworkJob } from '../../page/types';

/** The job as read from the page, so the user can see what the proposal will answer. */
export function JobCard({ job }: { job: UpworkJob }) {
  const { client } = job;
  const clientFacts = [
    client.country,
    client.rating !== null ? `${client.rating.toFixed(1)} ★` : null,
    client.spent !== null ? `${client.spent} spent` : null,
    client.paymentVerified === null ? null : client.paymentVerified ? 'Payment verified' : 'Payment not verified',
  ].filter((fact): fact is string => fact !== null);

  return (
    <section className="stack card" aria-labelledby="job-heading">
      <h2 id="job-heading">{job.title}</h2>
      {job.budget && (
        <p className="small">
          <strong>{job.budget.kind === 'hourly' ? 'Hourly' : 'Fixed price'}:</strong> {job.budget.amount}
        </p>
      )}
      {clientFacts.length > 0 && <p className="small muted">Client: {clientFacts.join(' · ')}</p>}
      {job.skills.length > 0 && (
        <ul className="chips" aria-label="Skills">
          {job.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}
      <details>
        <summary>Description</summary>
        <p className="description small">{job.description}</p>
      </details>
      {job.questions.length > 0 && (
        <p className="small muted">
          {job.questions.length} screening {job.questions.length === 1 ? 'question' : 'questions'}
        </p>
      )}
      {job.url && (
        <a className="small" href={job.url} target="_blank" rel="noreferrer">
          {job.url}
        </a>
      )}
    </section>
  );
}

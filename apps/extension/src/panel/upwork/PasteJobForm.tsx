import { jobMessages, manualJobSchema } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import type { UpworkJob } from '../../page/types';

interface Props {
  initial: { title: string; description: string } | null;
  onSubmit: (job: UpworkJob) => void;
}

/** A job typed or pasted by hand, when the page cannot be read (or is not a job page at all). */
export function PasteJobForm({ initial, onSubmit }: Props) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = manualJobSchema.safeParse({ jobTitle: title, jobDescription: description });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? jobMessages.required);
    onSubmit({
      id: null,
      title: parsed.data.jobTitle.trim(),
      description: parsed.data.jobDescription.trim(),
      skills: [],
      budget: null,
      client: { country: null, rating: null, spent: null, paymentVerified: null },
      questions: [],
      url: null,
    });
  };

  return (
    <details className="card" open={initial !== null}>
      <summary>Paste the job instead</summary>
      <form className="stack" onSubmit={submit} noValidate>
        <label>
          Job title
          <input value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={error !== null} />
        </label>
        <label>
          Job description
          <textarea
            rows={8}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={error !== null}
          />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-secondary">
          Use this job
        </button>
      </form>
    </details>
  );
}

import type { PageReading } from '../types';
import { firstOf, fromSelector, newTrace, noFields, selectorOf, textAt } from './fields';
import { clean } from './text';
import { COVER_LETTER, findCoverLetter, findQuestionFields } from './upwork-apply-fields';
import { readJobDetails } from './upwork-job';
import { titleSources } from './upwork-job-fields';
import { applyJobScope } from './upwork-scope';

/** The block's own "Job details" heading is not the job's title. */
const notTheHeading = (element: Element): string | null => {
  const text = clean(element.textContent);
  return text.toLowerCase() === 'job details' ? null : text;
};

/**
 * The apply page: where the cover letter and the answers go, and the short summary of the job it shows (its
 * description cut short — the panel prefers the job page read earlier). Its screening questions are the
 * labels of the answer fields.
 */
export function readUpworkApply(doc: Document, url: string): PageReading {
  const trace = newTrace();
  const scope = applyJobScope(doc);
  const questionFields = findQuestionFields(doc);
  const job = readJobDetails(trace, scope, url, {
    title: [...titleSources(scope), textAt(scope, 'h4'), fromSelector(scope, 'h3', notTheHeading)],
    questions: [
      { from: questionFields?.from ?? '', read: () => questionFields?.fields.map((field) => field.label) ?? null },
    ],
  });
  const coverLetter = firstOf(trace, 'coverLetter', [selectorOf(findCoverLetter(doc), [COVER_LETTER])]);
  const fields = {
    ...noFields(),
    coverLetter,
    questions: (questionFields?.fields ?? []).map(({ label, selector }) => ({ label, selector })),
  };
  return { page: 'apply', job, person: null, fields, missing: trace.missing, matched: trace.matched };
}

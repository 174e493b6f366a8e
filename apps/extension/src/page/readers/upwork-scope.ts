import { isJobSlider } from '../page-kind';
import { sectionTitled } from './sections';

/** What shows that a job's details have rendered: its description or its title. */
export const JOB_SHOWN = '[data-test="Description"], [data-test="job-description-text"], .job-description, h1, h4';

/**
 * Where the job on this page is shown. The details slider is a dialog over the feed, and the feed's tiles
 * have titles, descriptions and skills of their own: reading outside the dialog would mix another job in,
 * so without the dialog there is nothing to read. The job page shows one job, in `main`.
 */
export function jobScope(doc: Document, url: string): ParentNode | null {
  if (!isJobSlider(url)) return doc.querySelector('main') ?? doc;
  for (const dialog of doc.querySelectorAll('[role="dialog"]')) {
    if (dialog.querySelector(JOB_SHOWN)) return dialog;
  }
  return null;
}

/** The apply page's summary of the job it is for: the block under "Job details". */
export function applyJobScope(doc: Document): ParentNode | null {
  return doc.querySelector('.fe-job-details') ?? sectionTitled(doc, 'Job details');
}

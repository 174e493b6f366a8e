import { canonicalJobUrl, jobIdFromUrl } from '../job-id';
import { isJobSlider } from '../page-kind';
import type { PageReading, UpworkJob } from '../types';
import { firstOf, newTrace, noFields, type Source, type Trace } from './fields';
import { readClient } from './upwork-client';
import {
  budgetSources,
  descriptionSources,
  documentTitleSource,
  questionsSources,
  skillsSources,
  titleSources,
} from './upwork-job-fields';
import { jobScope } from './upwork-scope';

/** Where the page shows the parts of a job that differ between the job page and the apply page. */
export interface JobSources {
  title: Source<string>[];
  questions: Source<string[]>[];
}

/** Reads one job from the part of the page that shows it; the id comes from the address. */
export function readJobDetails(trace: Trace, scope: ParentNode | null, url: string, sources: JobSources): UpworkJob {
  const id = jobIdFromUrl(url);
  if (id) trace.matched.id = 'url';
  const title = firstOf(trace, 'title', sources.title) ?? '';
  const description = firstOf(trace, 'description', descriptionSources(scope)) ?? '';
  const skills = firstOf(trace, 'skills', skillsSources(scope)) ?? [];
  const budget = firstOf(trace, 'budget', budgetSources(scope));
  const client = readClient(trace, scope);
  const questions = firstOf(trace, 'questions', sources.questions) ?? [];
  return { title, description, skills, budget, client, questions, url: id ? canonicalJobUrl(id) : null, id };
}

/** A job page, or the details slider over the feed or search results. */
export function readUpworkJob(doc: Document, url: string): PageReading {
  const trace = newTrace();
  const scope = jobScope(doc, url);
  const title = isJobSlider(url) ? titleSources(scope) : [...titleSources(scope), documentTitleSource(doc)];
  const job = readJobDetails(trace, scope, url, { title, questions: questionsSources(scope) });
  return { page: 'job', job, person: null, fields: noFields(), missing: trace.missing, matched: trace.matched };
}

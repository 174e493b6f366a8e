import type { UpworkJob } from '../../page/types';

/**
 * The description as the API gets it: the post's text, then the skills the client listed under it, which
 * the page shows apart from the text. They are what the post asks for, so the analysis counts them as
 * required, all of them: one the text also names ("our Nuxt site") would otherwise read as mere context.
 */
export function jobDescriptionOf(job: UpworkJob): string {
  const text = job.description.trim();
  const listed = job.skills.map((skill) => skill.trim()).filter((skill) => skill !== '');
  return listed.length === 0 ? text : `${text}\n\nSkills and expertise: ${listed.join(', ')}.`;
}

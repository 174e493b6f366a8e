import type { UpworkJob } from '../../page/types';

/**
 * The description as the API gets it: the post's text, then the skills the client listed under it, which
 * the page shows apart from the text. They are what the post asks for, so the analysis and the fit count them.
 */
export function jobDescriptionOf(job: UpworkJob): string {
  const text = job.description.trim();
  const unlisted = job.skills.filter((skill) => !text.toLowerCase().includes(skill.toLowerCase()));
  return unlisted.length === 0 ? text : `${text}\n\nSkills and expertise: ${unlisted.join(', ')}.`;
}

import type { Template } from '@quillbid/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { unwrap } from './query';

/** Every template query lives under this key, so one invalidation refreshes lists and details. */
export const templatesKey = ['templates'] as const;

export interface TemplatesResponse {
  templates: Template[];
}

/** The user's templates: listed on the templates page and offered when generating a proposal. */
export function useTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: async ({ signal }) => unwrap(await apiRequest<TemplatesResponse>('template', { signal })).templates,
  });
}

import type { Template, TemplateInput } from '@quillbid/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { ownedRecordHooks } from '../../lib/ownedRecordApi';
import { unwrap } from '../../lib/query';
import { templatesKey, type TemplatesResponse } from '../../lib/templatesApi';

/** Our starter templates; asked for only once the 'Add Template' modal opens. */
export function useStarterTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [...templatesKey, 'starters'],
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest<TemplatesResponse>('template?starterTemplate=true', { signal })).templates,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export const {
  useRecord: useTemplate,
  useSave: useSaveTemplate,
  useDelete: useDeleteTemplate,
} = ownedRecordHooks<'template', Template, TemplateInput>('template', templatesKey);

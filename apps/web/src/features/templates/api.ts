import type { Template, TemplateInput } from '@quillbid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { currentUserKey } from '../../lib/currentUser';
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

export function useTemplate(templateId: string) {
  return useQuery({
    queryKey: [...templatesKey, templateId],
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest<{ template: Template }>(`template/${encodeURIComponent(templateId)}`, { signal }))
        .template,
  });
}

/** Creates a template, or updates it when `templateId` is given. */
export function useSaveTemplate(templateId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TemplateInput) =>
      unwrap(
        await apiRequest<{ template: Template; message: string }>(
          templateId ? `template/${encodeURIComponent(templateId)}` : 'template',
          { method: templateId ? 'PATCH' : 'POST', body: input },
        ),
      ),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (templateId: string) =>
      unwrap(await apiRequest<{ message: string }>(`template/${encodeURIComponent(templateId)}`, { method: 'DELETE' })),
    onSuccess: () => invalidate(queryClient),
  });
}

// The user's usage counts (settings → resources) change with the list.
function invalidate(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: templatesKey }),
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
  ]);
}

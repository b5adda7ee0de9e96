import { TEMPLATE_PATHS, type TemplateSave, type TemplateView } from '@awards/shared/templates';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEMPLATES_KEY } from './templatePage';

/** addTemplate: adds without templateId, edits with it (the server checks MSGTEM_ADD for both). */
export function saveTemplate(values: TemplateSave): Promise<TemplateView> {
  return http.post<TemplateView>(TEMPLATE_PATHS.save, values, { silent: true });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

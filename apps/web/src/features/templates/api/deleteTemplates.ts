import { TEMPLATE_PATHS } from '@awards/shared/templates';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEMPLATES_KEY } from './templatePage';

/** deleteTemplateById (MSGTEM_DEL) for one, deleteTemplateByIds (MSGTEM_BATCHDEL) for several. */
export function deleteTemplates(templateIds: number[]) {
  const [templateId] = templateIds;
  return templateIds.length === 1
    ? http.post(TEMPLATE_PATHS.delete, { templateId }, { silent: true })
    : http.post(TEMPLATE_PATHS.deleteBatch, { templateIds }, { silent: true });
}

export function useDeleteTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

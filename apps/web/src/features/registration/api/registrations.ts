import type { ExpertActionResult } from '@awards/shared/experts';
import type { Page } from '@awards/shared/paging';
import type { RegistrationAudit, RegistrationPageQuery, RegistrationView } from '@awards/shared/registration';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type RegistrationFilters = Partial<Omit<RegistrationPageQuery, 'pageNum' | 'pageSize'>>;
export const REGISTRATIONS_KEY = ['registrations'] as const;

/** `page` (REGISTER_VIEW): pending registrations, oldest first, unless another status is asked. */
export const fetchRegistrationPage = (query: RegistrationFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<RegistrationView>>('/rest/register/page', query, { allowRepeat: true });

/** `audit` (REGISTER_AUDIT): all pending or the batch is refused (505); rejection needs a reason. Silent. */
export function useAuditRegistrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RegistrationAudit) =>
      http.post<ExpertActionResult>('/rest/register/audit', values, { silent: true, allowRepeat: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REGISTRATIONS_KEY }),
  });
}

import type { Page } from '@awards/shared/paging';
import { SMS_PATHS, type SmsPageQuery, type SmsView } from '@awards/shared/sms';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type SmsFilters = Omit<SmsPageQuery, 'pageNum' | 'pageSize'>;
export const SMS_KEY = ['sms'] as const;

/** getSmsByPage (SMS_VIEW): every outbound SMS with its send status and error. */
export const fetchSmsPage = (query: SmsFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<SmsView>>(SMS_PATHS.page, query);

/** deleteSmsById / deleteSmsByIds (SMS_DEL). */
export function useDeleteSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (smsIds: number[]) =>
      smsIds.length === 1
        ? http.post(SMS_PATHS.delete, { smsId: smsIds[0] }, { silent: true })
        : http.post(SMS_PATHS.deleteBatch, { smsIds }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SMS_KEY }),
  });
}

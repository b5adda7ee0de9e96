import { TEMPLATE_PATHS, type TemplateSend } from '@awards/shared/templates';
import type { SentMessageDetail } from '@awards/shared/user-messages';
import { http } from '@awards/web-common/http';
import { useMutation } from '@tanstack/react-query';

/** sendMsg (MSGTEM_SEND): renders the template and delivers it on its channel; a missing parameter is a 400. */
export function sendTemplate(values: TemplateSend): Promise<SentMessageDetail> {
  return http.post<SentMessageDetail>(TEMPLATE_PATHS.send, values, { silent: true });
}

export function useSendTemplate() {
  return useMutation({ mutationFn: sendTemplate });
}

import { MESSAGE_CENTRE_PATHS, type MessageSend, type SentMessageDetail } from '@awards/shared/user-messages';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_KEY } from './sentMessages';

/** sendMessage (MSG_SEND): to users, organisations (and below) and roles, on one channel. */
export function sendMessage(values: MessageSend): Promise<SentMessageDetail> {
  return http.post<SentMessageDetail>(MESSAGE_CENTRE_PATHS.send, values, { silent: true });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

import { type Envelope, RTN, SUCCESS_MESSAGE } from '@awards/shared/envelope';
import { type Locale, type MessageRef, messageCall, renderMessage } from '@awards/shared/i18n';

/** The success envelope: `{ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }`. */
export function ok<T>(dataSet: T): Envelope<T> {
  return { rtnCode: RTN.ok, rtnMessage: SUCCESS_MESSAGE, dataSet };
}

/**
 * A failure's envelope: the message rendered in the caller's language as rtnMessage (what
 * clients of the specification read), and its key and parameters, from which the portal
 * renders it in whatever language it shows.
 */
export function failure(
  rtnCode: Envelope<unknown>['rtnCode'],
  message: MessageRef,
  locale: Locale,
  dataSet: unknown = null,
): Envelope<unknown> {
  const call = messageCall(message);
  return {
    rtnCode,
    rtnMessage: renderMessage(message, locale),
    ...(call && { rtnKey: call.key, ...(call.params && { rtnParams: call.params }) }),
    dataSet,
  };
}

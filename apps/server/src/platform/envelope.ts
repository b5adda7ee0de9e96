import { type Envelope, RTN, SUCCESS_MESSAGE } from '@awards/shared/envelope';

/** The success envelope: `{ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }`. */
export function ok<T>(dataSet: T): Envelope<T> {
  return { rtnCode: RTN.ok, rtnMessage: SUCCESS_MESSAGE, dataSet };
}

export function failure(rtnCode: Envelope<unknown>['rtnCode'], rtnMessage: string, dataSet: unknown = null) {
  return { rtnCode, rtnMessage, dataSet };
}

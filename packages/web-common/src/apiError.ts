import type { MessageRef } from '@awards/shared/i18n';

/**
 * Any failed call: the HTTP status, the envelope's rtnCode and message (in the language the
 * call asked for), the message's key when the portal knows it (so it can be shown in the
 * language of the moment), and its dataSet.
 */
export class ApiError<D = unknown> extends Error {
  readonly status: number;
  readonly rtnCode: string;
  readonly ref: MessageRef | null;
  readonly dataSet: D | null;
  /**
   * The call was sent with another token than the one stored when it failed: the page has
   * since signed out, or in as someone else (errorCatalogue's isEndedSessionFailure).
   */
  readonly forEndedSession: boolean;

  constructor(init: {
    status: number;
    rtnCode: string;
    message: string;
    ref?: MessageRef | null;
    dataSet?: D | null;
    forEndedSession?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.rtnCode = init.rtnCode;
    this.ref = init.ref ?? null;
    this.dataSet = init.dataSet ?? null;
    this.forEndedSession = init.forEndedSession ?? false;
  }
}

/** HTTP status used for failures that never reached the server. */
export const NETWORK_ERROR_STATUS = 0;
export const TIMEOUT_STATUS = 504;

/** Any failed call: the HTTP status, the envelope's rtnCode and message, and its dataSet. */
export class ApiError<D = unknown> extends Error {
  readonly status: number;
  readonly rtnCode: string;
  readonly dataSet: D | null;

  constructor(init: { status: number; rtnCode: string; message: string; dataSet?: D | null }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.rtnCode = init.rtnCode;
    this.dataSet = init.dataSet ?? null;
  }
}

/** HTTP status used for failures that never reached the server. */
export const NETWORK_ERROR_STATUS = 0;
export const TIMEOUT_STATUS = 504;

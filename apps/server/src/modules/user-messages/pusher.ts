import type { PushHub } from '../../platform/push/hub';

/** The part of the PushHub the messaging services use: sending, never sockets. */
export type Pusher = Pick<PushHub, 'toAll' | 'toUsers'>;

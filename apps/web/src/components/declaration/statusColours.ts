import type { DeclarationStatus } from '@awards/shared/declarations';

/** One colour per status, for the tags and the trail's dots. */
export const STATUS_COLOUR: Record<DeclarationStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  returned: 'warning',
  resubmitted: 'geekblue',
  passed: 'success',
  not_accepted: 'error',
  deferred: 'orange',
  recommended: 'cyan',
  not_recommended: 'volcano',
  expert_review: 'purple',
  meeting_review: 'magenta',
  proposed: 'lime',
  publicity: 'gold',
  awarded: 'green',
  revoked: 'volcano',
  withdrawn: 'default',
  not_awarded: 'default',
  carried_over: 'blue',
};

/** Timeline dots take a plain colour name. */
const DOT: Record<string, string> = {
  default: 'gray',
  processing: 'blue',
  success: 'green',
  warning: 'orange',
  error: 'red',
};
export const dotColour = (status: DeclarationStatus) => DOT[STATUS_COLOUR[status]] ?? STATUS_COLOUR[status];

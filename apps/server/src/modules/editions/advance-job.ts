import { EDITION_MESSAGES } from '@awards/shared/editions';
import { renderMessage } from '@awards/shared/i18n';
import type { JobHandler } from '../../platform/scheduler/job-handlers';
import type { EditionStatusService } from './status';

/**
 * Moves editions on when their current window has closed (declaring → examining → …)
 * through `EditionStatusService.advanceDue`, which checks each move against the same
 * transition table as the staff's explicit actions. An edition that cannot move is
 * reported in the run's result, not hidden.
 */
export const advanceEditionsJob = (editionStatus: Pick<EditionStatusService, 'advanceDue'>): JobHandler => ({
  className: 'advanceEditions',
  label: EDITION_MESSAGES.advanceJobLabel,
  description: EDITION_MESSAGES.advanceJobDescription,
  paramExample: null,
  async run({ now }) {
    const { moved, blocked } = await editionStatus.advanceDue(now);
    // The run's result is stored as text for staff to read later: in zh_CN.
    if (blocked.length === 0) return renderMessage(EDITION_MESSAGES.advanced({ moved: moved.length }));
    const reasons = blocked
      .map((b) =>
        renderMessage(
          EDITION_MESSAGES.blockedEdition({ editionId: b.editionId, reason: renderMessage(b.reason) }),
        ),
      )
      .join('；');
    return renderMessage(
      EDITION_MESSAGES.advancedSomeBlocked({ moved: moved.length, blocked: blocked.length, reasons }),
    );
  },
});

import { EDITION_MESSAGES, EDITION_STATUS_NAMES, type EditionStatus } from '@awards/shared/editions';
import type { MessageRef } from '@awards/shared/i18n';
import { ruleViolation } from '../../platform/errors';

/**
 * What may still change in each status (docs/domain.md "What can change when").
 * The awards and their flow are fixed once examination starts (declarations follow
 * the flow); standards once review starts (experts score against them); grades
 * and quotas once publicity starts (the meeting proposes within them).
 */
const EDITABLE_IN = {
  edition: ['draft', 'declaring', 'examining', 'reviewing', 'publicity'],
  awards: ['draft', 'declaring'],
  flow: ['draft', 'declaring'],
  standards: ['draft', 'declaring', 'examining'],
  grades: ['draft', 'declaring', 'examining', 'reviewing'],
} as const satisfies Record<string, readonly EditionStatus[]>;

export type EditablePart = keyof typeof EDITABLE_IN;

const REFUSALS: Record<EditablePart, (params: { status: string }) => MessageRef> = {
  edition: EDITION_MESSAGES.notEditableEdition,
  awards: EDITION_MESSAGES.notEditableAwards,
  flow: EDITION_MESSAGES.notEditableFlow,
  standards: EDITION_MESSAGES.notEditableStandards,
  grades: EDITION_MESSAGES.notEditableGrades,
};

export function assertEditable(status: EditionStatus, part: EditablePart): void {
  if ((EDITABLE_IN[part] as readonly EditionStatus[]).includes(status)) return;
  if (status === 'finished') throw ruleViolation(EDITION_MESSAGES.finishedLocked);
  throw ruleViolation(REFUSALS[part]({ status: EDITION_STATUS_NAMES[status] }));
}

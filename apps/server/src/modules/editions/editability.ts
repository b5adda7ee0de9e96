import { EDITION_MESSAGES, EDITION_STATUS_NAMES, type EditionStatus } from '@awards/shared/editions';
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

const PART_NAMES: Record<EditablePart, string> = {
  edition: '届次信息',
  awards: '届次奖项',
  flow: '评审流程',
  standards: '评分标准',
  grades: '奖励等级和名额',
};

export function assertEditable(status: EditionStatus, part: EditablePart): void {
  if ((EDITABLE_IN[part] as readonly EditionStatus[]).includes(status)) return;
  if (status === 'finished') throw ruleViolation(EDITION_MESSAGES.finishedLocked);
  throw ruleViolation(EDITION_MESSAGES.notEditableIn(PART_NAMES[part], EDITION_STATUS_NAMES[status]));
}

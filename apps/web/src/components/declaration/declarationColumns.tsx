import type { DeclarationView } from '@awards/shared/declarations';
import { formatDateTime } from '@awards/web-common/format';
import { DATE_TIME_COLUMN_WIDTH } from '../DataTable/constants';
import type { DataTableColumn } from '../DataTable/types';
import { DeclarationStatusTag } from './DeclarationStatusTag';

/** The titles are the list's own words: its `column.*` keys (both lists have these). */
export type DeclarationColumnKey =
  | 'column.projectName'
  | 'column.edition'
  | 'column.award'
  | 'column.unit'
  | 'column.status'
  | 'column.submittedAt';

export interface DeclarationColumnOptions {
  /** The test ids' prefix: `<prefix>-name-<id>`, `<prefix>-status-<id>`. */
  testId: string;
  /** The project name's width (the queue gives it most of the row). */
  projectWidth?: number;
  /** The edition is secondary where the list is filtered by edition anyway. */
  editionSecondary?: boolean;
}

/**
 * The columns every list of declarations shows (the declarations list, the examination
 * queue): the project, its edition, award and unit, the status and when it was submitted.
 * A list adds its own (discipline, returns) and its actions in the order it wants.
 */
export function declarationColumns<T extends DeclarationView>(
  title: (key: DeclarationColumnKey) => string,
  { testId, projectWidth = 220, editionSecondary = true }: DeclarationColumnOptions,
) {
  const text = (key: 'editionName' | 'awardName' | 'unitName', name: string, width: number) =>
    ({
      key,
      userText: true,
      title: name,
      dataIndex: key,
      width,
      ellipsis: true,
    }) satisfies DataTableColumn<T>;
  return {
    projectName: {
      key: 'projectName',
      userText: true,
      title: title('column.projectName'),
      width: projectWidth,
      ellipsis: true,
      cardTitle: true,
      render: (_, d) => <span data-testid={`${testId}-name-${d.declarationId}`}>{d.projectName}</span>,
    } satisfies DataTableColumn<T>,
    editionName: { ...text('editionName', title('column.edition'), 150), defaultHidden: editionSecondary },
    awardName: text('awardName', title('column.award'), 150),
    unitName: text('unitName', title('column.unit'), 180),
    status: {
      key: 'status',
      title: title('column.status'),
      width: 150,
      render: (_, d) => (
        <DeclarationStatusTag status={d.status} testId={`${testId}-status-${d.declarationId}`} />
      ),
    } satisfies DataTableColumn<T>,
    submittedAt: {
      key: 'submittedAt',
      title: title('column.submittedAt'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, d) => formatDateTime(d.submittedAt),
    } satisfies DataTableColumn<T>,
  };
}

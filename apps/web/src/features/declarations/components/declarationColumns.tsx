import type { DeclarationView } from '@awards/shared/declarations';
import { orEmpty } from '@awards/web-common/format';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { declarationColumns } from '../../../components/declaration/declarationColumns';
import type { DeclarationsT } from '../i18n';

export interface DeclarationRowHandlers {
  narrow: boolean;
  detail: (row: DeclarationView) => void;
  edit: (row: DeclarationView) => void;
  remove: (row: DeclarationView) => Promise<unknown>;
  revoke: (row: DeclarationView) => void;
  /** 缓评 → 转入下一届 (the objections module's call, OBJECTION_CARRY). */
  carryOver: (row: DeclarationView) => Promise<unknown>;
}

const EDITABLE = ['draft', 'returned'];
const FINAL = ['not_accepted', 'awarded', 'revoked', 'withdrawn'];

/** The list's columns; each action carries its DECLARE_* code and is hidden without it. */
export function declarationListColumns(
  t: DeclarationsT,
  on: DeclarationRowHandlers,
): DataTableColumn<DeclarationView>[] {
  const shared = declarationColumns<DeclarationView>((key) => t(key), { testId: 'declaration' });
  return [
    shared.projectName,
    shared.editionName,
    shared.awardName,
    shared.unitName,
    {
      key: 'discipline',
      defaultHidden: true,
      title: t('column.discipline'),
      width: 140,
      render: (_, d) => orEmpty(d.disciplineName ?? d.discipline),
    },
    shared.status,
    shared.submittedAt,
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (row) => [
        {
          key: 'detail',
          label: t('row.detail'),
          permission: 'DECLARE_VIEW',
          onClick: () => on.detail(row),
        },
        {
          key: 'edit',
          label: t('row.edit'),
          permission: 'DECLARE_EDIT',
          disabled: !EDITABLE.includes(row.status),
          onClick: () => on.edit(row),
        },
        {
          key: 'revoke',
          label: t('row.revoke'),
          permission: 'DECLARE_REVOKE',
          disabled: FINAL.includes(row.status),
          more: true,
          onClick: () => on.revoke(row),
        },
        ...(row.status === 'deferred'
          ? [
              {
                key: 'carryOver',
                label: t('row.carryOver'),
                permission: 'OBJECTION_CARRY',
                more: true,
                confirm: t('row.carryOverConfirm', { name: row.projectName }),
                onClick: () => on.carryOver(row),
              },
            ]
          : []),
        {
          key: 'delete',
          label: t('row.delete'),
          permission: 'DECLARE_DEL',
          danger: true,
          more: true,
          // Only drafts can go; the server says so too (505).
          disabled: row.status !== 'draft',
          confirm: t('row.deleteConfirm', { name: row.projectName }),
          onClick: () => on.remove(row),
        },
      ],
    },
  ];
}

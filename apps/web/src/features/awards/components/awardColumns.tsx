import { AWARD_STATUS, type AwardView } from '@awards/shared/awards';
import { Flex, Tag, Typography } from 'antd';
import { ConfirmSwitch } from '../../../components/ConfirmSwitch';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { AwardsT } from '../i18n';

export interface AwardRowHandlers {
  /** A phone's width: the actions scroll with the row instead of covering the names. */
  narrow: boolean;
  detail: (award: AwardView) => void;
  edit: (award: AwardView) => void;
  remove: (award: AwardView) => Promise<unknown>;
  setStatus: (award: AwardView, status: 0 | 1) => Promise<unknown>;
  /** Whether the status switch is live (PRIZE_ENABLE); otherwise the status is only shown. */
  canToggle: boolean;
}

/**
 * The question before the status switch turns: disabling names what it stops (adding the
 * award to an edition) and, for an award in use, what it leaves alone (issue 14 item 6).
 */
export function statusConfirm(t: AwardsT, award: AwardView, enable: boolean) {
  const name = award.awardName;
  if (enable) return { title: t('action.enableConfirm', { name }), description: t('action.enableEffect') };
  return {
    title: t('action.disableConfirm', { name }),
    description:
      award.editionCount > 0
        ? t('action.disableInUse', { count: award.editionCount })
        : t('action.disableEffect'),
  };
}

/** The list's columns; each action carries its PRIZE_* code and is hidden without it. */
export function awardColumns(t: AwardsT, on: AwardRowHandlers): DataTableColumn<AwardView>[] {
  const status = (award: AwardView) => {
    const enabled = award.status === AWARD_STATUS.enabled;
    if (!on.canToggle)
      return (
        <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'status.enabled' : 'status.disabled')}</Tag>
      );
    return (
      <ConfirmSwitch
        checked={enabled}
        aria-label={t('column.status')}
        data-testid={`award-status-${award.awardCode}`}
        checkedChildren={t('status.enabled')}
        unCheckedChildren={t('status.disabled')}
        confirm={(enable) => statusConfirm(t, award, enable)}
        onChange={(enable) => on.setStatus(award, enable ? 1 : 0)}
      />
    );
  };
  return [
    {
      key: 'awardName',
      userText: true,
      title: t('column.awardName'),
      width: 170,
      ellipsis: true,
      render: (_, award) => <span data-testid={`award-name-${award.awardCode}`}>{award.awardName}</span>,
    },
    {
      key: 'awardCode',
      userText: true,
      title: t('column.awardCode'),
      width: 150,
      render: (_, award) => <Typography.Text code>{award.awardCode}</Typography.Text>,
    },
    {
      key: 'category',
      title: t('column.category'),
      width: 120,
      render: (_, a) => t(`category.${a.category}`),
    },
    {
      key: 'grades',
      userText: true,
      title: t('column.grades'),
      width: 200,
      render: (_, award) => (
        <Flex gap={4} wrap>
          {[...award.grades]
            .sort((a, b) => a.gradeLevel - b.gradeLevel)
            .map((g) => (
              <Tag key={g.gradeLevel}>
                {g.gradeName} × {g.quota}
              </Tag>
            ))}
        </Flex>
      ),
    },
    {
      key: 'standards',
      defaultHidden: true,
      userText: true,
      title: t('column.standards'),
      width: 90,
      align: 'right',
      render: (_, award) => t('count.standards', { count: award.standards.length }),
    },
    {
      key: 'flow',
      defaultHidden: true,
      title: t('column.flow'),
      width: 100,
      align: 'right',
      render: (_, award) => t('count.flow', { count: award.flow.length }),
    },
    { key: 'status', title: t('column.status'), width: 90, render: (_, award) => status(award) },
    {
      key: 'editionCount',
      title: t('column.editionCount'),
      dataIndex: 'editionCount',
      width: 90,
      align: 'right',
    },
    {
      key: 'sortNumber',
      defaultHidden: true,
      title: t('column.sortNumber'),
      dataIndex: 'sortNumber',
      width: 70,
      align: 'center',
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (award) => [
        {
          key: 'detail',
          label: t('action.detail'),
          permission: 'PRIZE_VIEW',
          onClick: () => on.detail(award),
        },
        { key: 'edit', label: t('action.edit'), permission: 'PRIZE_EDIT', onClick: () => on.edit(award) },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'PRIZE_DEL',
          danger: true,
          confirm: t('action.deleteConfirm', { name: award.awardName }),
          onClick: () => on.remove(award),
        },
      ],
    },
  ];
}

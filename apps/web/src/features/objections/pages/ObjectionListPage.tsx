import { renderLabel } from '@awards/shared/i18n';
import { OBJECTION_STATUS_NAMES, OBJECTION_STATUSES, type ObjectionView } from '@awards/shared/objections';
import { formatDateTime } from '@awards/web-common/format';
import { Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { editionOptions } from '../../../components/EditionSelect';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { UserText } from '../../../components/UserText';
import { i18n } from '../../../i18n';
import {
  fetchObjectionPage,
  OBJECTION_KEY,
  type ObjectionFilters,
  useObjectionEditions,
} from '../api/objections';
import { AwardCard } from '../components/AwardCard';
import { ObjectionDrawer, STATUS_COLOUR } from '../components/ObjectionDrawer';
import { ObjectionModal, type Step } from '../components/ObjectionModals';
import { useObjectionsT } from '../i18n';

/**
 * 异议处理 (docs/domain.md "Objections and awarding"): the objections filed on the site against
 * the published lists, filtered by status, edition and award; the detail with its history;
 * screening (OBJECTION_SCREEN), requests to the units and the conclusion (OBJECTION_HANDLE);
 * the objector's identity only for OBJECTION_HANDLE (the server leaves it out otherwise); and
 * the awarding at the end of the period (OBJECTION_AWARD) with what it will do.
 */
export function ObjectionListPage() {
  const { t } = useObjectionsT();
  const editions = useObjectionEditions();
  const [open, setOpen] = useState<number | null>(null);
  const [modal, setModal] = useState<{ step: Step; row: ObjectionView } | null>(null);
  const label = (code: string) => renderLabel(OBJECTION_STATUS_NAMES, code, i18n.language as never);

  const fields: SearchField[] = [
    {
      type: 'select',
      name: 'status',
      label: t('search.status'),
      options: OBJECTION_STATUSES.map((s) => ({ value: s, label: label(s) })),
    },
    {
      type: 'select',
      name: 'editionId',
      label: t('search.edition'),
      numeric: true,
      options: editionOptions(editions.data),
    },
  ];
  const list = useListState<ObjectionFilters>(searchSpec(fields));
  const editionId = (list.filters.editionId as number | undefined) ?? editions.data?.[0]?.editionId ?? null;

  const columns: DataTableColumn<ObjectionView>[] = [
    { key: 'projectName', userText: true, title: t('column.project'), dataIndex: 'projectName', width: 220 },
    { key: 'unitName', userText: true, title: t('column.unit'), dataIndex: 'unitName', width: 180 },
    { key: 'awardName', userText: true, title: t('column.award'), dataIndex: 'awardName', width: 160 },
    {
      key: 'editionName',
      userText: true,
      defaultHidden: true,
      title: t('column.edition'),
      dataIndex: 'editionName',
      width: 160,
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 120,
      render: (_, o) => <Tag color={STATUS_COLOUR[o.status]}>{label(o.status)}</Tag>,
    },
    {
      key: 'objector',
      title: t('column.objector'),
      width: 140,
      render: (_, o) =>
        o.objector ? (
          <UserText>{o.objector.realname}</UserText>
        ) : (
          <Typography.Text type="secondary">{t('hidden')}</Typography.Text>
        ),
    },
    {
      key: 'fileTime',
      title: t('column.fileTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, o) => formatDateTime(o.fileTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (o) => [
        {
          key: 'view',
          label: t('action.view'),
          permission: 'OBJECTION_VIEW',
          onClick: () => setOpen(o.objectionId),
        },
        ...(o.status === 'filed'
          ? [
              {
                key: 'screen',
                label: t('action.screen'),
                permission: 'OBJECTION_SCREEN',
                onClick: () => setModal({ step: 'screen', row: o }),
              },
            ]
          : []),
        ...(o.status === 'admitted'
          ? [
              {
                key: 'request',
                label: t('action.request'),
                permission: 'OBJECTION_HANDLE',
                onClick: () => setModal({ step: 'request', row: o }),
              },
              {
                key: 'conclude',
                label: t('action.conclude'),
                permission: 'OBJECTION_HANDLE',
                onClick: () => setModal({ step: 'conclude', row: o }),
              },
            ]
          : []),
      ],
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="objection-page">
      <AwardCard editionId={editionId} onEdition={(id) => list.search({ ...list.filters, editionId: id })} />
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<ObjectionView, ObjectionFilters>
          tableId="objections.list"
          rowKey="objectionId"
          columns={columns}
          list={list}
          filters={list.filters}
          queryKey={OBJECTION_KEY}
          fetch={fetchObjectionPage}
        />
      </Card>
      <ObjectionDrawer objectionId={open} onClose={() => setOpen(null)} />
      <ObjectionModal
        step={modal?.step ?? null}
        objection={modal?.row ?? null}
        onClose={() => setModal(null)}
      />
    </Flex>
  );
}

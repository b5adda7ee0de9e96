import { EXPERT_AVAILABILITY_NAMES } from '@awards/shared/experts';
import type { GroupView, RunView } from '@awards/shared/review';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { useWholeListFetch } from '../../../components/DataTable/wholeListFetch';
import { EditionSelect } from '../../../components/EditionSelect';
import { Permission } from '../../../components/RowActions/Permission';
import { groupsQuery, useDeleteGroup, usePlace, usePool, usePreview } from '../api/groups';
import { REVIEW_KEY, useReviewEditions } from '../api/review';
import { AssignmentsDrawer } from '../components/AssignmentsDrawer';
import { AvoidRequestsDrawer } from '../components/AvoidRequestsDrawer';
import { ConflictReportDrawer } from '../components/ConflictReportDrawer';
import { DrawModal } from '../components/DrawModal';
import { GroupFormModal } from '../components/GroupFormModal';
import { RunPreviewDrawer } from '../components/RunPreviewDrawer';
import { RunsDrawer } from '../components/RunsDrawer';
import { SettingsModal } from '../components/SettingsModal';
import { type ReviewT, useReviewT } from '../i18n';

/**
 * 评审分组 (docs/domain.md "Review groups"): an edition's groups with their members,
 * placing declarations by award and discipline, and each group's assignment run
 * previewed before it is applied. The edition is kept in the address (?editionId=), and
 * so are the table's page, size and sort; the server answers the groups whole and
 * DataTable pages them in the browser (useWholeListFetch).
 */
export function ReviewGroupListPage() {
  const { t, tr } = useReviewT();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const editionId = Number(params.get('editionId')) || null;
  const editions = useReviewEditions();
  const list = useListState({});
  const fetchGroups = useWholeListFetch(groupsQuery(editionId), (groups) => groups);
  const place = usePlace();
  const remove = useDeleteGroup();
  const preview = usePreview();
  const [adding, setAdding] = useState(false);
  const [run, setRun] = useState<{ run: RunView; name: string } | null>(null);
  const [runsOf, setRunsOf] = useState<GroupView | null>(null);
  const [assignmentsOf, setAssignmentsOf] = useState<GroupView | null>(null);
  const [requests, setRequests] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const fail = (error: unknown) => reportError(error, message.error, tr);
  // Another edition starts the table from its first page.
  const choose = (value: number) => {
    const next = new URLSearchParams();
    next.set('editionId', String(value));
    setParams(next);
  };
  const [drawing, setDrawing] = useState<GroupView | null>(null);
  // A drawn run first asks for its pair cap q and seed (DrawModal).
  const propose = (group: GroupView, mode: 'optimal' | 'drawn') =>
    mode === 'drawn'
      ? setDrawing(group)
      : preview
          .mutateAsync({ groupId: group.groupId, mode, topUp: false })
          .then((r) => setRun({ run: r, name: group.groupName }), fail);

  // Experts who said they cannot take part in this edition's review: tagged, never drawn.
  const pool = usePool(editionId);
  const unavailable = new Map(
    (pool.data ?? [])
      .filter((e) => e.availability === 'unavailable')
      .map((e) => [e.expertId, e.unavailableReason]),
  );
  const expertName = (m: { expertId: number; expertName: string }): ReactNode =>
    unavailable.has(m.expertId) ? (
      <span key={m.expertId}>
        {m.expertName}
        <Tooltip title={unavailable.get(m.expertId)}>
          <Tag color="red" style={{ marginInlineStart: 4 }} data-testid="member-unavailable">
            {tr(EXPERT_AVAILABILITY_NAMES.unavailable)}
          </Tag>
        </Tooltip>
      </span>
    ) : (
      m.expertName
    );

  const columns = groupColumns(t, expertName, {
    propose,
    runs: setRunsOf,
    assignments: setAssignmentsOf,
    remove: (group) => remove.mutateAsync(group.groupId).catch(fail),
  });

  return (
    <Flex vertical gap={16} data-testid="review-groups-page">
      <Card>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('edition')}</Typography.Text>
          <EditionSelect
            data-testid="groups-edition"
            placeholder={t('pickEdition')}
            value={editionId ?? undefined}
            loading={editions.isFetching}
            editions={editions.data}
            onChange={choose}
          />
        </Flex>
      </Card>
      {editionId !== null && (
        <Card>
          <DataTable<GroupView>
            tableId="review.groups"
            rowKey="groupId"
            columns={columns}
            list={list}
            queryKey={[...REVIEW_KEY, 'groupPage', editionId]}
            fetch={fetchGroups}
            tableProps={{ size: 'middle', locale: { emptyText: t('empty') } }}
            toolbar={
              <Space wrap>
                <Permission code="GROUP_ADD">
                  <Button type="primary" onClick={() => setAdding(true)} data-testid="group-add">
                    {t('groups.add')}
                  </Button>
                </Permission>
                <Permission code="GROUP_EDIT">
                  <Button
                    loading={place.isPending}
                    data-testid="group-place"
                    onClick={() =>
                      place
                        .mutateAsync(editionId)
                        .then((r) => void message.success(t('groups.placed', r)), fail)
                    }
                  >
                    {t('groups.place')}
                  </Button>
                </Permission>
                <Permission code="REVIEW_ASSIGN">
                  <Button onClick={() => setSettingsOpen(true)} data-testid="group-settings">
                    {t('settings.open')}
                  </Button>
                </Permission>
                <Permission code="REVIEW_VIEW">
                  <Button onClick={() => setRequests(true)} data-testid="group-requests">
                    {t('draw.requests')}
                  </Button>
                </Permission>
                <Permission code="REVIEW_VIEW">
                  <Button onClick={() => setReportOpen(true)} data-testid="group-conflicts">
                    {t('report.open')}
                  </Button>
                </Permission>
              </Space>
            }
          />
        </Card>
      )}
      {adding && editionId !== null && (
        <GroupFormModal editionId={editionId} onClose={() => setAdding(false)} />
      )}
      {run && <RunPreviewDrawer run={run.run} groupName={run.name} onClose={() => setRun(null)} />}
      {assignmentsOf && <AssignmentsDrawer group={assignmentsOf} onClose={() => setAssignmentsOf(null)} />}
      {runsOf && (
        <RunsDrawer groupId={runsOf.groupId} groupName={runsOf.groupName} onClose={() => setRunsOf(null)} />
      )}
      {drawing && (
        <DrawModal
          groupId={drawing.groupId}
          groupName={drawing.groupName}
          onDrawn={(r) => setRun({ run: r, name: drawing.groupName })}
          onClose={() => setDrawing(null)}
        />
      )}
      {settingsOpen && editionId !== null && (
        <SettingsModal editionId={editionId} onClose={() => setSettingsOpen(false)} />
      )}
      {reportOpen && editionId !== null && (
        <ConflictReportDrawer editionId={editionId} onClose={() => setReportOpen(false)} />
      )}
      {requests && editionId !== null && (
        <AvoidRequestsDrawer editionId={editionId} onClose={() => setRequests(false)} />
      )}
    </Flex>
  );
}

/** The groups' columns; the row actions go through RowActions (permissions, confirmation, "more"). */
function groupColumns(
  t: ReviewT,
  expertName: (member: { expertId: number; expertName: string }) => ReactNode,
  act: {
    propose: (group: GroupView, mode: 'optimal' | 'drawn') => unknown;
    runs: (group: GroupView) => unknown;
    assignments: (group: GroupView) => unknown;
    remove: (group: GroupView) => unknown;
  },
): DataTableColumn<GroupView>[] {
  return [
    {
      key: 'groupName',
      title: t('groups.name'),
      dataIndex: 'groupName',
      width: 200,
      userText: true,
      sortable: true,
    },
    {
      key: 'leader',
      title: t('groups.leader'),
      width: 140,
      userText: true,
      render: (_, g) => {
        const leader = g.members.find((m) => m.role === 'leader');
        return leader ? expertName(leader) : '—';
      },
    },
    {
      key: 'members',
      title: t('groups.members'),
      width: 280,
      userText: true,
      render: (_, g) => {
        const members = g.members.filter((m) => m.role !== 'leader');
        if (!members.length) return '—';
        return members.flatMap((m, i) => (i ? ['、', expertName(m)] : [expertName(m)]));
      },
    },
    {
      key: 'declarationCount',
      title: t('groups.declarations'),
      dataIndex: 'declarationCount',
      width: 120,
      align: 'right',
      sortable: true,
    },
    {
      key: 'actions',
      title: t('groups.actions'),
      actions: (g) => [
        {
          key: 'preview',
          label: t('groups.preview'),
          permission: 'REVIEW_ASSIGN',
          onClick: () => act.propose(g, 'optimal'),
        },
        {
          key: 'drawn',
          label: t('groups.drawn'),
          permission: 'REVIEW_ASSIGN',
          // With remove under "more": three buttons do not fit a 375 px card in English.
          more: true,
          onClick: () => act.propose(g, 'drawn'),
        },
        {
          key: 'assignments',
          label: t('manual.open'),
          permission: 'REVIEW_VIEW',
          more: true,
          onClick: () => act.assignments(g),
        },
        {
          key: 'runs',
          label: t('draw.runs'),
          permission: 'REVIEW_VIEW',
          more: true,
          onClick: () => act.runs(g),
        },
        {
          key: 'remove',
          label: t('groups.remove'),
          permission: 'GROUP_DEL',
          danger: true,
          more: true,
          confirm: t('groups.removeConfirm'),
          onClick: () => act.remove(g),
        },
      ],
    },
  ];
}

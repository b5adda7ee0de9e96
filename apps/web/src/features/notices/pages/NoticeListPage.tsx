import { PlusOutlined } from '@ant-design/icons';
import type { NoticeView } from '@awards/shared/notices';
import { reportError } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';
import { App, Button, Card, Flex, Grid } from 'antd';
import { type Key, lazy, Suspense, useState } from 'react';
import { BatchButton } from '../../../components/BatchButton/BatchButton';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { parseFiles } from '../../../components/NoticeDetail/types';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useDeleteNotices, useNoticeStatus } from '../api/noticeActions';
import { fetchNoticePage, NOTICE_PAGE_KEY, type NoticeFilters } from '../api/noticePage';
import { useNotice } from '../api/saveNotice';
import { NoticeFormModal } from '../components/NoticeFormModal';
import { noticeColumns } from '../components/noticeColumns';
import { useNoticesT } from '../i18n';

const NoticeDetail = lazy(() =>
  import('../../../components/NoticeDetail/NoticeDetail').then((m) => ({ default: m.NoticeDetail })),
);

/** System notices (spec 001 §2 /_message): list, draft form, release, revoke, delete one or several. */
export function NoticeListPage() {
  const t = useNoticesT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<NoticeView | null>(null);
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useNotice);
  const remove = useDeleteNotices();
  const status = useNoticeStatus();
  const fail = (error: unknown) => reportError(error, message.error, translateShared);

  const removeNotices = (ids: number[]) =>
    remove.mutateAsync(ids).then(() => {
      void message.success(t(ids.length > 1 ? 'done.batchDeleted' : 'done.deleted'));
      setSelected((keys) => keys.filter((key) => !ids.includes(Number(key))));
    }, fail);

  const columns = noticeColumns(t, {
    narrow,
    view: setViewing,
    edit: (n) => form.open(`edit:${n.id}`),
    release: (n) =>
      status
        .mutateAsync({ noticeId: n.id, action: 'release' })
        .then(() => void message.success(t('done.released')), fail),
    revoke: (n) =>
      status
        .mutateAsync({ noticeId: n.id, action: 'revoke' })
        .then(() => void message.success(t('done.revoked')), fail),
    remove: (n) => removeNotices([n.id]),
  });

  const fields: SearchField[] = [
    { type: 'input', name: 'titile', label: t('search.titile') },
    {
      type: 'select',
      name: 'sendStatus',
      label: t('search.sendStatus'),
      options: ([0, 1, 2] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    {
      type: 'select',
      name: 'priority',
      label: t('search.priority'),
      options: (['H', 'M', 'L'] as const).map((p) => ({ value: p, label: t(`priority.${p}`) })),
    },
    {
      type: 'select',
      name: 'msgType',
      label: t('search.msgType'),
      options: (['ALL', 'USER'] as const).map((m) => ({ value: m, label: t(`target.${m}`) })),
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<NoticeFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="notice-list-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<NoticeView, NoticeFilters>
          tableId="message.notices"
          rowKey="id"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={NOTICE_PAGE_KEY}
          fetch={fetchNoticePage}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          toolbar={
            <>
              <Permission code="NOTICE_ADD">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => form.open('add')}
                  data-testid="notice-add"
                >
                  {t('toolbar.add')}
                </Button>
              </Permission>
              <BatchButton
                permission="NOTICE_BATCHDEL"
                count={selected.length}
                confirm={t('toolbar.batchConfirm', { count: selected.length })}
                onConfirm={() => removeNotices(selected.map(Number))}
                label={t('toolbar.batchDelete')}
                testId="notice-batch-delete"
              />
            </>
          }
        />
      </Card>
      {editing.open && <NoticeFormModal key={form.value} notice={editing.record} onClose={form.close} />}
      {viewing && (
        <Suspense fallback={null}>
          <NoticeDetail
            record={{
              title: viewing.titile,
              senderType: viewing.sender ? 'USER' : 'SYSTEM',
              sender: viewing.sender,
              sendTime: viewing.sendTime,
              content: viewing.msgContent,
              files: parseFiles(viewing.msgFiles),
              openType: viewing.openType,
              openPage: viewing.openPage,
              busId: viewing.busId,
              busType: viewing.busType,
            }}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </Flex>
  );
}

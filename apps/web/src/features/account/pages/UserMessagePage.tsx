import { CheckOutlined } from '@ant-design/icons';
import type { MyNoticeView } from '@awards/shared/notices';
import type { MessageRecord } from '@awards/shared/user-messages';
import { App, Button, Card, Flex, Tabs } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { noticeTarget } from '../../../components/NoticeDetail/target';
import { type NoticeDetailRecord, parseFiles } from '../../../components/NoticeDetail/types';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import {
  fetchMyMessages,
  fetchMyNotices,
  MY_MESSAGES_KEY,
  type MyMessageFilters,
  type MyNoticeFilters,
  type ReadTarget,
  useMarkAllRead,
  useMarkRead,
} from '../api/userMessages';
import { myMessageColumns } from '../components/myMessageColumns';
import { useUserMessageT } from './UserMessagePage.i18n';

const NoticeDetail = lazy(() =>
  import('../../../components/NoticeDetail/NoticeDetail').then((m) => ({ default: m.NoticeDetail })),
);

type Kind = 'notice' | 'message';

const noticeDetail = (n: MyNoticeView): NoticeDetailRecord => ({
  title: n.titile,
  senderType: n.sender ? 'USER' : 'SYSTEM',
  sender: n.sender,
  sendTime: n.sendTime,
  content: n.msgContent,
  files: parseFiles(n.msgFiles),
  openType: n.openType,
  openPage: n.openPage,
  busId: n.busId,
  busType: n.busType,
});

const messageDetail = (m: MessageRecord): NoticeDetailRecord => ({
  title: m.msgTitle,
  senderType: m.msgSenderType,
  sender: m.msgSender,
  sendTime: m.msgSendTime,
  content: m.msgContent,
  files: parseFiles(m.msgFiles),
  openType: m.openType,
  openPage: m.openPage,
  busId: m.busId,
});

/** /_account/center/UserMessage: my notices and my messages, read or unread, opened and marked read. */
export function UserMessagePage() {
  const t = useUserMessageT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<NoticeDetailRecord | null>(null);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  // Spec 000 §4: a component-type item is marked read and its page opened; others open the dialog.
  const open = (record: NoticeDetailRecord, read: boolean, target: ReadTarget) => {
    if (!read) markRead.mutate(target);
    const page = record.openType === 'component' ? noticeTarget(record) : null;
    if (page) {
      void navigate(page);
      return;
    }
    setDetail(record);
  };

  const fields: SearchField[] = [
    { type: 'input', name: 'title', label: t('search.title') },
    {
      type: 'select',
      name: 'readFlag',
      label: t('search.readFlag'),
      options: [
        { value: 0, label: t('read.0') },
        { value: 1, label: t('read.1') },
      ],
    },
  ];
  // The tab, its page and sort, and the filters live in the address: a reload or a link
  // shows the same rows. A tab change is a new search (from page 1), and only the shown
  // tab's table is mounted, so the other never asks with this tab's page.
  const list = useListState<{ title?: string; readFlag?: 0 | 1; kind?: Kind }>({
    ...searchSpec(fields),
    kind: { type: 'string', oneOf: ['message'] },
  });
  const filters = list.filters;
  const kind: Kind = filters.kind ?? 'notice';
  const setKind = (next: Kind) => list.search({ ...filters, kind: next === 'notice' ? undefined : next });

  const noticeFilters = useMemo<MyNoticeFilters>(
    () => ({ titile: filters.title, readFlag: filters.readFlag }),
    [filters],
  );
  const messageFilters = useMemo<MyMessageFilters>(
    () => ({ msgTitle: filters.title, readFlag: filters.readFlag }),
    [filters],
  );

  const readAll = () =>
    markAll.mutateAsync(kind).then(
      (count) => void message.success(t('done.readAll', { count })),
      () => undefined,
    );

  const toolbar = (
    <Button
      icon={<CheckOutlined />}
      loading={markAll.isPending}
      onClick={readAll}
      data-testid="my-messages-read-all"
    >
      {t('action.readAll')}
    </Button>
  );

  return (
    <Flex vertical gap={16} data-testid="user-message-page">
      <Card>
        <SearchForm
          fields={fields}
          values={list.filters}
          onSearch={(values) => list.search({ ...values, kind: filters.kind })}
        />
      </Card>
      <Card>
        <Tabs
          activeKey={kind}
          destroyOnHidden
          onChange={(key) => setKind(key as Kind)}
          items={[
            {
              key: 'notice',
              label: t('tabs.notices'),
              children: (
                <DataTable<MyNoticeView, MyNoticeFilters>
                  tableId="account.myNotices"
                  rowKey="id"
                  list={list}
                  filters={noticeFilters}
                  queryKey={[...MY_MESSAGES_KEY, 'notices']}
                  fetch={fetchMyNotices}
                  toolbar={toolbar}
                  columns={myMessageColumns<MyNoticeView>(
                    t,
                    (n) => ({
                      key: `notice-${n.id}`,
                      title: n.titile,
                      sender: n.sender,
                      sendTime: n.sendTime,
                      readFlag: n.readFlag,
                    }),
                    (n) => open(noticeDetail(n), n.readFlag === 1, { kind: 'notice', id: n.id }),
                  )}
                />
              ),
            },
            {
              key: 'message',
              label: t('tabs.messages'),
              children: (
                <DataTable<MessageRecord, MyMessageFilters>
                  tableId="account.myMessages"
                  rowKey="messageId"
                  list={list}
                  filters={messageFilters}
                  queryKey={[...MY_MESSAGES_KEY, 'messages']}
                  fetch={fetchMyMessages}
                  toolbar={toolbar}
                  columns={myMessageColumns<MessageRecord>(
                    t,
                    (m) => ({
                      key: `message-${m.messageId}`,
                      title: m.msgTitle,
                      sender: m.msgSender ?? t(`sender.${m.msgSenderType}`),
                      sendTime: m.msgSendTime,
                      readFlag: m.readFlag,
                    }),
                    (m) => open(messageDetail(m), m.readFlag === 1, { kind: 'message', id: m.messageId }),
                  )}
                />
              ),
            },
          ]}
        />
      </Card>
      {detail && (
        <Suspense fallback={null}>
          <NoticeDetail record={detail} onClose={() => setDetail(null)} />
        </Suspense>
      )}
    </Flex>
  );
}

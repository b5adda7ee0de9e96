import { Tabs } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/RowActions/Permission';
import { SendMessageForm } from '../components/SendMessageForm';
import { SentMessageList } from '../components/SentMessageList';
import { SubjectList } from '../components/SubjectList';
import { useMessagesT } from '../i18n';

type TabKey = 'send' | 'history' | 'system' | 'subjects';

/**
 * The message centre (spec 001 §2 /_message, §7 "messages"): send to users, organisations or
 * roles (MSG_SEND), the sent history, the system list and the subject list (MSG_VIEW).
 */
export function MessageCenterPage() {
  const { t } = useMessagesT();
  const canSend = usePermission('MSG_SEND');
  const canView = usePermission('MSG_VIEW');
  const [tab, setTab] = useState<TabKey>(canSend ? 'send' : 'history');
  // A subject chosen in the subject list: the history opens filtered on it (a new key resets it).
  const [subject, setSubject] = useState<string | undefined>();

  const items = [
    ...(canSend
      ? [
          {
            key: 'send',
            label: t('tab.send'),
            children: <SendMessageForm onSent={() => canView && setTab('history')} />,
          },
        ]
      : []),
    ...(canView
      ? [
          {
            key: 'history',
            label: t('tab.history'),
            children: <SentMessageList key={subject ?? ''} kind="history" msgTitle={subject} />,
          },
          { key: 'system', label: t('tab.system'), children: <SentMessageList kind="system" /> },
          {
            key: 'subjects',
            label: t('tab.subjects'),
            children: (
              <SubjectList
                onPick={(title) => {
                  setSubject(title);
                  setTab('history');
                }}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="message-center-page">
      <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)} items={items} destroyOnHidden />
    </div>
  );
}

import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../components/RowActions/Permission';
import { SendMessageForm } from '../components/SendMessageForm';
import { SentMessageList } from '../components/SentMessageList';
import { SubjectList } from '../components/SubjectList';
import { useMessagesT } from '../i18n';

type TabKey = 'send' | 'history' | 'system' | 'subjects';
const VIEW_TABS: TabKey[] = ['history', 'system', 'subjects'];

/**
 * The message centre (spec 001 §2 /_message, §7 "messages"): send to users, organisations or
 * roles (MSG_SEND), the sent history, the system list and the subject list (MSG_VIEW).
 */
export function MessageCenterPage() {
  const { t } = useMessagesT();
  const canSend = usePermission('MSG_SEND');
  const canView = usePermission('MSG_VIEW');
  // The tab is in the address (`?tab=system`), with the shown list's page and filters: a
  // reload or a link opens the same view. A tab change starts that tab's list afresh.
  const [params, setParams] = useSearchParams();
  const shown: TabKey[] = [...(canSend ? (['send'] as const) : []), ...(canView ? VIEW_TABS : [])];
  const asked = params.get('tab') as TabKey | null;
  const tab: TabKey | undefined = asked && shown.includes(asked) ? asked : shown[0];
  const setTab = (next: TabKey, filters: Record<string, string> = {}) =>
    setParams(next === shown[0] && !Object.keys(filters).length ? {} : { tab: next, ...filters });

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
            children: <SentMessageList kind="history" />,
          },
          { key: 'system', label: t('tab.system'), children: <SentMessageList kind="system" /> },
          {
            key: 'subjects',
            label: t('tab.subjects'),
            children: (
              <SubjectList
                // The history opens filtered on the subject chosen.
                onPick={(title) => setTab('history', { msgTitle: title })}
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

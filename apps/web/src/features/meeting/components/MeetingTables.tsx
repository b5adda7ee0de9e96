import {
  type Attendance,
  MEETING_ROLE_NAMES,
  MEETING_STATUS_NAMES,
  type MeetingDetail,
  type MeetingMemberView,
  type MeetingView,
} from '@awards/shared/meeting';
import { formatDateTime } from '@awards/web-common/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Switch } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { rowsFetch } from '../../../components/DataTable/wholeList';
import { MEETING_KEY } from '../api/meeting';
import { useMeetingT } from '../i18n';

/**
 * The edition's meetings (the server answers them whole; the table pages them in the browser,
 * its page in the address under `m.`), the chosen one highlighted; "enter" chooses one.
 */
export function MeetingList({
  editionId,
  meetings,
  chosen,
  onChoose,
}: {
  editionId: number;
  meetings: UseQueryResult<MeetingView[]>;
  chosen: number | null;
  onChoose: (meetingId: number) => void;
}) {
  const { t, tr } = useMeetingT();
  const list = useListState({}, { prefix: 'm.' });
  const columns: DataTableColumn<MeetingView>[] = [
    { key: 'name', title: t('name'), dataIndex: 'meetingName', width: 240, userText: true },
    {
      key: 'scope',
      title: t('scope'),
      width: 200,
      userText: true,
      render: (_, m) => m.groupName ?? m.awardName,
    },
    { key: 'members', title: t('members'), align: 'right', width: 90, render: (_, m) => m.members.length },
    { key: 'status', title: t('status'), width: 110, render: (_, m) => tr(MEETING_STATUS_NAMES[m.status]) },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (m) => [{ key: 'open', label: t('open'), onClick: () => onChoose(m.meetingId) }],
    },
  ];
  return (
    <div data-testid="meeting-list">
      <DataTable<MeetingView>
        tableId="meeting.list"
        rowKey="meetingId"
        columns={columns}
        list={list}
        queryKey={[...MEETING_KEY, 'listPage', editionId, meetings.dataUpdatedAt]}
        fetch={rowsFetch(meetings.data ?? [])}
        columnChooser={false}
        tableProps={{
          size: 'middle',
          locale: { emptyText: t('empty') },
          rowClassName: (m) => (m.meetingId === chosen ? 'ant-table-row-selected' : ''),
        }}
      />
    </div>
  );
}

/** The meeting's members and their attendance (recorded while the meeting is open). */
export function MembersTable({
  meeting,
  updatedAt,
  onAttend,
}: {
  meeting: MeetingDetail;
  updatedAt: number;
  onAttend: (change: Attendance) => unknown;
}) {
  const { t, tr } = useMeetingT();
  const list = useListState({}, { prefix: 'p.', defaultPageSize: 50 });
  const isOpen = meeting.status === 'open';
  const columns: DataTableColumn<MeetingMemberView>[] = [
    { key: 'name', title: t('member'), dataIndex: 'expertName', width: 140, userText: true },
    { key: 'org', title: t('organisation'), dataIndex: 'organisation', width: 220, userText: true },
    { key: 'role', title: t('role'), width: 90, render: (_, m) => tr(MEETING_ROLE_NAMES[m.role]) },
    {
      key: 'present',
      title: t('attendance'),
      width: 130,
      cardStatus: true,
      render: (_, m) => (
        <Switch
          data-testid={`attend-${m.expertId}`}
          checked={m.present === true}
          disabled={!isOpen}
          checkedChildren={t('present')}
          unCheckedChildren={m.present === null ? t('notRecorded') : t('absent')}
          onChange={(present) => onAttend({ meetingId: meeting.meetingId, expertId: m.expertId, present })}
        />
      ),
    },
    {
      key: 'time',
      title: t('time'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, m) => (m.attendanceTime ? formatDateTime(m.attendanceTime) : ''),
    },
  ];
  return (
    <div data-testid="meeting-members">
      <DataTable<MeetingMemberView>
        tableId="meeting.members"
        rowKey="expertId"
        columns={columns}
        list={list}
        queryKey={[...MEETING_KEY, 'memberPage', meeting.meetingId, updatedAt]}
        fetch={rowsFetch(meeting.members)}
        columnChooser={false}
        tableProps={{ size: 'small' }}
      />
    </div>
  );
}

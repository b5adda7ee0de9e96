import { type Locale, renderLabel } from '@awards/shared/i18n';
import { LOGIN_TYPE_NAMES, type LoginLogView, loginReasonLabel } from '@awards/shared/logs';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag, Typography } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { i18n } from '../../../i18n';
import type { LogsT } from '../i18n';

const OUTCOME_COLOUR: Record<LoginLogView['outcome'], string> = {
  success: 'success',
  failure: 'error',
  locked: 'volcano',
  captcha: 'warning',
};

/** The language of the moment, in which the reason and the method (stored as codes) are shown. */
const language = () => i18n.language as Locale;

/** Every field of a login-log entry. */
export function loginLogColumns(t: LogsT): DataTableColumn<LoginLogView>[] {
  return [
    {
      key: 'createTime',
      title: t('column.createTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, log) => formatDateTime(log.createTime),
    },
    { key: 'loginName', userText: true, title: t('column.loginName'), dataIndex: 'loginName', width: 130 },
    {
      key: 'userId',
      defaultHidden: true,
      title: t('column.userId'),
      width: 80,
      render: (_, log) => orEmpty(log.userId),
    },
    {
      key: 'outcome',
      title: t('column.outcome'),
      width: 100,
      render: (_, log) => <Tag color={OUTCOME_COLOUR[log.outcome]}>{t(`outcome.${log.outcome}`)}</Tag>,
    },
    {
      key: 'reason',
      title: t('column.reason'),
      width: 180,
      ellipsis: true,
      render: (_, log) => orEmpty(loginReasonLabel(log.reason, language()) || null),
    },
    { key: 'ip', userText: true, title: t('column.ip'), width: 130, render: (_, log) => orEmpty(log.ip) },
    {
      key: 'loginType',
      defaultHidden: true,
      title: t('column.loginType'),
      width: 110,
      render: (_, log) => renderLabel(LOGIN_TYPE_NAMES, log.loginType, language()),
    },
    {
      key: 'userAgent',
      defaultHidden: true,
      userText: true,
      title: t('column.userAgent'),
      width: 260,
      render: (_, log) =>
        log.userAgent ? (
          <Typography.Text ellipsis={{ tooltip: log.userAgent }}>{log.userAgent}</Typography.Text>
        ) : (
          orEmpty(null)
        ),
    },
  ];
}

import type { ExpertView } from '@awards/shared/experts';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Alert, Descriptions, Drawer, Grid, Tag } from 'antd';
import { DetailState } from '../../../components/DetailState';
import { useExpertDetail } from '../api/expertPage';
import { useExpertsT } from '../i18n';
import { STATUS_COLOUR } from './expertColumns';
import { useDisciplineName } from './useDisciplineName';

/**
 * One expert as the server gives it: the ID number and bank account in full only for
 * holders of EXPERT_VIEW_SENSITIVE (the server decides; `sensitiveMasked` says which).
 * Loading, a failure with a retry, and the content are distinct (DetailState).
 */
export function ExpertDetailDrawer({ expertId, onClose }: { expertId: number; onClose: () => void }) {
  const { t } = useExpertsT();
  const narrow = Grid.useBreakpoint().md === false;
  const detail = useExpertDetail(expertId);
  const e = detail.data;
  return (
    <Drawer
      open
      onClose={onClose}
      size={narrow ? '100%' : 900}
      title={e ? t('detail.title', { name: e.expertName }) : ''}
      data-testid="expert-detail-drawer"
    >
      <DetailState query={detail}>{(expert) => <ExpertDetail expert={expert} />}</DetailState>
    </Drawer>
  );
}

/** The expert's fields, the sensitive ones as the server gave them. */
function ExpertDetail({ expert: e }: { expert: ExpertView }) {
  const { t } = useExpertsT();
  const disciplineName = useDisciplineName();
  return (
    <>
      {e.sensitiveMasked && (
        <Alert type="info" showIcon title={t('detail.masked')} style={{ marginBottom: 12 }} />
      )}
      <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
        <Descriptions.Item label={t('column.expertName')}>{e.expertName}</Descriptions.Item>
        <Descriptions.Item label={t('column.sex')}>
          {e.sex === 1 || e.sex === 2 ? t(`sex.${e.sex}`) : orEmpty(null)}
        </Descriptions.Item>
        <Descriptions.Item label={t('column.organisation')}>{e.organisation}</Descriptions.Item>
        <Descriptions.Item label={t('column.title')}>{orEmpty(e.title)}</Descriptions.Item>
        <Descriptions.Item label={t('column.discipline')}>{disciplineName(e.discipline)}</Descriptions.Item>
        <Descriptions.Item label={t('form.keywords')}>
          {e.keywords.length ? e.keywords.map((k) => <Tag key={k}>{k}</Tag>) : orEmpty(null)}
        </Descriptions.Item>
        <Descriptions.Item label={t('column.phone')}>{orEmpty(e.phone)}</Descriptions.Item>
        <Descriptions.Item label={t('form.email')}>{orEmpty(e.email)}</Descriptions.Item>
        <Descriptions.Item label={t('column.idNumber')}>
          <span data-testid="detail-idNumber">{orEmpty(e.idNumber)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('form.bankName')}>{orEmpty(e.bankName)}</Descriptions.Item>
        <Descriptions.Item label={t('form.bankBranchId')}>{orEmpty(e.bankBranchName)}</Descriptions.Item>
        <Descriptions.Item label={t('column.bankAccount')}>
          <span data-testid="detail-bankAccount">{orEmpty(e.bankAccount)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.loginName')}>{orEmpty(e.loginName)}</Descriptions.Item>
        <Descriptions.Item label={t('column.status')}>
          <Tag color={STATUS_COLOUR[e.status]}>{t(`status.${e.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.auditOpinion')}>{orEmpty(e.auditOpinion)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.auditBy')}>{orEmpty(e.auditBy)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.auditTime')}>{formatDateTime(e.auditTime)}</Descriptions.Item>
        {e.blacklisted && (
          <>
            <Descriptions.Item label={t('detail.blacklistReason')}>
              <span data-testid="detail-blacklistReason">{orEmpty(e.blacklistReason)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.blacklistBy')}>{orEmpty(e.blacklistBy)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.blacklistTime')}>
              {formatDateTime(e.blacklistTime)}
            </Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={t('detail.remark')}>{orEmpty(e.remark)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}

import type { AwardView } from '@awards/shared/awards';
import { orEmpty } from '@awards/web-common/format';
import { Alert, App, Descriptions, Drawer, Grid, Tabs, Tag, Typography } from 'antd';
import { FlowEditor } from '../../../components/AwardSets/FlowEditor';
import { GradesEditor } from '../../../components/AwardSets/GradesEditor';
import { refusalText } from '../../../components/AwardSets/refusal';
import { StandardsEditor } from '../../../components/AwardSets/StandardsEditor';
import { DetailState } from '../../../components/DetailState';
import { DETAIL, useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { usePermission } from '../../../components/RowActions/Permission';
import { type AwardSet, useSaveAwardSet } from '../api/awardActions';
import { useAward } from '../api/awardPage';
import { useAwardsT } from '../i18n';

/** An award's grades, standards and preset flow, each saved as a whole set (PRIZE_EDIT). */
function AwardDetail({ award }: { award: AwardView }) {
  const { t, tr } = useAwardsT();
  const { message } = App.useApp();
  const editable = usePermission('PRIZE_EDIT');
  const save = useSaveAwardSet();
  const saveSet = (set: AwardSet) =>
    save.mutateAsync(set).then(
      () => {
        void message.success(t('done.saved'));
        return null;
      },
      (error: unknown) => refusalText(error, tr),
    );
  const { awardId } = award;
  // An editor starts again when the server holds another set of its own, never because another
  // tab was saved (that would throw away what is being typed there).
  const signature = (set: unknown) => JSON.stringify(set);
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('column.awardCode')}>
          <Typography.Text code>{award.awardCode}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('column.category')}>{t(`category.${award.category}`)}</Descriptions.Item>
        <Descriptions.Item label={t('column.status')}>
          <Tag color={award.status === 1 ? 'success' : 'default'}>
            {t(award.status === 1 ? 'status.enabled' : 'status.disabled')}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('form.description')}>{orEmpty(award.description)}</Descriptions.Item>
      </Descriptions>
      {award.editionCount > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('detail.editionCount', { count: award.editionCount })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Tabs
        items={[
          {
            key: 'grades',
            label: t('detail.grades'),
            children: (
              <GradesEditor
                key={signature(award.grades)}
                value={award.grades}
                quota="default"
                editable={editable}
                onSave={(grades) => saveSet({ part: 'grades', awardId, grades })}
              />
            ),
          },
          {
            key: 'standards',
            label: t('detail.standards'),
            children: (
              <StandardsEditor
                key={signature(award.standards)}
                value={award.standards}
                editable={editable}
                onSave={(standards) => saveSet({ part: 'standards', awardId, standards })}
              />
            ),
          },
          {
            key: 'flow',
            label: t('detail.flow'),
            children: (
              <FlowEditor
                key={signature(award.flow)}
                value={award.flow}
                editable={editable}
                onSave={(flow) => saveSet({ part: 'flow', awardId, flow })}
              />
            ),
          },
        ]}
      />
    </>
  );
}

/** The drawer the address names (?detail=<awardId>); a link to a missing award closes it. */
export function AwardDetailDrawer({ value, onClose }: { value: string | null; onClose: () => void }) {
  const { t } = useAwardsT();
  const narrow = Grid.useBreakpoint().md === false;
  const award = useRoutedEntity({ value, close: onClose }, useAward, DETAIL);
  if (!award.open) return null;
  const data = award.record;
  return (
    <Drawer
      open
      title={data ? t('detail.title', { name: data.awardName }) : ''}
      size={narrow ? '100%' : 820}
      onClose={onClose}
      destroyOnHidden
      data-testid="award-detail-drawer"
    >
      <DetailState query={award.lookup}>{(data) => <AwardDetail award={data} />}</DetailState>
    </Drawer>
  );
}

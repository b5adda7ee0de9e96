import { Card, Col, Drawer, Grid, Row, Skeleton } from 'antd';
import { DETAIL, useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { LoadError } from '../../../components/LoadError';
import { useExaminationDetail } from '../api/examination';
import { useExaminationT } from '../i18n';
import { DecisionPanel } from './DecisionPanel';
import { AttachmentPanel, DeclarationPanel, TrailPanel } from './DeclarationPanel';

/**
 * The side-by-side view the address names (?examine=<id>): the declaration and its history on
 * the left, the attachments and the decision on the right; stacked on narrow screens.
 */
export function ExaminationView({ value, onClose }: { value: string | null; onClose: () => void }) {
  const { t } = useExaminationT();
  const narrow = Grid.useBreakpoint().lg === false;
  // A link to a record gone (404) closes with a message; any other failure shows with a retry.
  const routed = useRoutedEntity({ value, close: onClose }, useExaminationDetail, DETAIL);
  const detail = routed.lookup;
  if (!routed.open) return null;
  const d = detail.data;
  return (
    <Drawer
      open
      title={d ? t('view.title', { name: d.projectName }) : ''}
      size={narrow ? '100%' : 1280}
      onClose={onClose}
      destroyOnHidden
      data-testid="examination-view"
    >
      {d ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={13}>
            <Card size="small" title={t('view.declaration')}>
              <DeclarationPanel declaration={d} />
            </Card>
            <Card size="small" title={t('view.trail')} style={{ marginTop: 16 }}>
              <TrailPanel declaration={d} />
            </Card>
          </Col>
          <Col xs={24} lg={11}>
            <Card size="small" title={t('view.attachments')}>
              <AttachmentPanel declaration={d} />
            </Card>
            <Card size="small" title={t('view.decision')} style={{ marginTop: 16 }}>
              <DecisionPanel declaration={d} onDone={onClose} />
            </Card>
          </Col>
        </Row>
      ) : detail.isError ? (
        <LoadError error={detail.error} onRetry={() => detail.refetch()} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

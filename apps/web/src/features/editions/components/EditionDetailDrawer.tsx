import { EDITION_WINDOWS, type EditionDetail } from '@awards/shared/editions';
import { orEmpty } from '@awards/web-common/format';
import { Descriptions, Drawer, Grid, Tabs, Tag } from 'antd';
import { DetailState } from '../../../components/DetailState';
import { DETAIL, useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { useEdition } from '../api/editionPage';
import { useEditionsT } from '../i18n';
import { EditionAwards } from './EditionAwards';
import { EditionHistory } from './EditionHistory';
import { EditionStatusBar } from './EditionStatusBar';
import { STATUS_COLOUR, windowText } from './editionColumns';

function EditionView({ edition, narrow }: { edition: EditionDetail; narrow: boolean }) {
  const { t } = useEditionsT();
  return (
    <>
      <EditionStatusBar edition={edition} narrow={narrow} />
      <Tabs
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'info',
            label: t('detail.info'),
            children: (
              <Descriptions size="small" bordered column={1} data-testid="edition-info">
                <Descriptions.Item label={t('column.year')}>{edition.year}</Descriptions.Item>
                <Descriptions.Item label={t('column.status')}>
                  <Tag color={STATUS_COLOUR[edition.status]} data-testid="edition-status">
                    {t(`status.${edition.status}`)}
                  </Tag>
                </Descriptions.Item>
                {EDITION_WINDOWS.map((w) => (
                  <Descriptions.Item key={w} label={t(`window.${w}`)}>
                    {windowText(edition[`${w}Start`], edition[`${w}End`])}
                  </Descriptions.Item>
                ))}
                <Descriptions.Item label={t('detail.remark')}>{orEmpty(edition.remark)}</Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'awards',
            label: `${t('detail.awards')} (${edition.awards.length})`,
            children: <EditionAwards edition={edition} />,
          },
          {
            key: 'history',
            label: t('detail.history'),
            children: <EditionHistory editionId={edition.editionId} />,
          },
        ]}
      />
    </>
  );
}

/** The edition the address names (?detail=<editionId>); a link to a missing edition closes it. */
export function EditionDetailDrawer({ value, onClose }: { value: string | null; onClose: () => void }) {
  const { t } = useEditionsT();
  const narrow = Grid.useBreakpoint().md === false;
  // A link to a record gone (404) closes with a message; any other failure shows with a retry.
  const routed = useRoutedEntity({ value, close: onClose }, useEdition, DETAIL);
  const edition = routed.lookup;
  if (!routed.open) return null;
  return (
    <Drawer
      open
      title={edition.data ? t('detail.title', { name: edition.data.editionName }) : ''}
      size={narrow ? '100%' : 900}
      onClose={onClose}
      destroyOnHidden
      data-testid="edition-detail-drawer"
    >
      <DetailState query={edition}>{(data) => <EditionView edition={data} narrow={narrow} />}</DetailState>
    </Drawer>
  );
}

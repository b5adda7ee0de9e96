import type { DeclarationDetail } from '@awards/shared/declarations';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime, orEmpty } from '../../lib/format';
import { useDictOptions } from '../DictSelect/dictItems';
import { DeclarationStatusTag } from './DeclarationStatusTag';
import { useDeclarationT } from './i18n';

export interface DeclarationInfoProps {
  declaration: DeclarationDetail;
  testIds: { root: string; status: string };
  /** Show who created it and when. */
  showCreatedBy?: boolean;
  /** Label the key data "Key data: <name>" rather than by name alone. */
  prefixKeyData?: boolean;
  /** A last row (a `Descriptions.Item`), e.g. the completers. */
  last?: ReactNode;
}

/** Every field of a declaration. */
export function DeclarationInfo({
  declaration: d,
  testIds,
  showCreatedBy = false,
  prefixKeyData = false,
  last,
}: DeclarationInfoProps) {
  const t = useDeclarationT();
  const disciplines = useDictOptions('discipline').options;
  const discipline =
    (d.discipline && disciplines.find((o) => o.value === d.discipline)?.label) || d.discipline;
  return (
    <Descriptions size="small" bordered column={1} data-testid={testIds.root}>
      <Descriptions.Item label={t('field.status')}>
        <DeclarationStatusTag status={d.status} testId={testIds.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('field.edition')}>{d.editionName}</Descriptions.Item>
      <Descriptions.Item label={t('field.award')}>{d.awardName}</Descriptions.Item>
      <Descriptions.Item label={t('field.gradeLevel')}>
        {d.gradeLevel === null ? orEmpty(null) : t('field.level', { level: d.gradeLevel })}
      </Descriptions.Item>
      <Descriptions.Item label={t('field.unit')}>{d.unitName}</Descriptions.Item>
      <Descriptions.Item label={t('field.recommendUnit')}>{orEmpty(d.recommendUnit)}</Descriptions.Item>
      <Descriptions.Item label={t('field.discipline')}>{orEmpty(discipline)}</Descriptions.Item>
      <Descriptions.Item label={t('field.region')}>{orEmpty(d.regionCode)}</Descriptions.Item>
      <Descriptions.Item label={t('field.submittedAt')}>{formatDateTime(d.submittedAt)}</Descriptions.Item>
      {showCreatedBy ? (
        <Descriptions.Item label={t('field.createdBy')}>
          {`${orEmpty(d.createBy)} · ${formatDateTime(d.createTime)}`}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('field.summary')}>
        <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
          {orEmpty(d.summary)}
        </Typography.Paragraph>
      </Descriptions.Item>
      {Object.entries(d.keyData ?? {}).map(([name, value]) => (
        <Descriptions.Item key={name} label={prefixKeyData ? `${t('field.keyData')}: ${name}` : name}>
          {String(value)}
        </Descriptions.Item>
      ))}
      {last}
    </Descriptions>
  );
}

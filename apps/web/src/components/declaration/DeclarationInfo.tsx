import type { DeclarationDetail } from '@awards/shared/declarations';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
  /** Where the other end of a carry-over opens (a link); without it the edition and number show as text. */
  linkTo?: (declarationId: number) => string;
}

/**
 * Every field of a declaration, its codes by name: the grade's name in the edition, the
 * discipline's label and the region's full name (province / city / county) as the server
 * gave them in the language of the call (the code where it knows none).
 */
export function DeclarationInfo({
  declaration: d,
  testIds,
  showCreatedBy = false,
  prefixKeyData = false,
  last,
  linkTo,
}: DeclarationInfoProps) {
  const t = useDeclarationT();
  const grade = d.gradeName ?? (d.gradeLevel === null ? null : t('field.level', { level: d.gradeLevel }));
  return (
    <Descriptions size="small" bordered column={1} data-testid={testIds.root}>
      <Descriptions.Item label={t('field.status')}>
        <DeclarationStatusTag status={d.status} testId={testIds.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('field.edition')}>{d.editionName}</Descriptions.Item>
      <Descriptions.Item label={t('field.award')}>{d.awardName}</Descriptions.Item>
      <Descriptions.Item label={t('field.gradeLevel')}>{orEmpty(grade)}</Descriptions.Item>
      <Descriptions.Item label={t('field.unit')}>{d.unitName}</Descriptions.Item>
      <Descriptions.Item label={t('field.recommendUnit')}>{orEmpty(d.recommendUnit)}</Descriptions.Item>
      <Descriptions.Item label={t('field.discipline')}>
        {orEmpty(d.disciplineName ?? d.discipline)}
      </Descriptions.Item>
      <Descriptions.Item label={t('field.region')}>{orEmpty(d.regionName ?? d.regionCode)}</Descriptions.Item>
      <Descriptions.Item label={t('field.submittedAt')}>{formatDateTime(d.submittedAt)}</Descriptions.Item>
      {(['carriedFrom', 'carriedTo'] as const).map((end) => {
        const link = d[end];
        if (!link) return null;
        const text = `${link.editionName} · #${link.declarationId}`;
        return (
          <Descriptions.Item key={end} label={t(`field.${end}`)}>
            {linkTo ? (
              <Link to={linkTo(link.declarationId)} data-testid={`declaration-${end}`}>
                {text}
              </Link>
            ) : (
              <span data-testid={`declaration-${end}`}>{text}</span>
            )}
          </Descriptions.Item>
        );
      })}
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

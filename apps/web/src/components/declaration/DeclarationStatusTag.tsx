import type { DeclarationStatus } from '@awards/shared/declarations';
import { Tag } from 'antd';
import { useDeclarationT } from './i18n';
import { STATUS_COLOUR } from './statusColours';

/** A declaration's status as a coloured tag. */
export function DeclarationStatusTag({ status, testId }: { status: DeclarationStatus; testId?: string }) {
  const t = useDeclarationT();
  return (
    <Tag color={STATUS_COLOUR[status]} data-testid={testId}>
      {t(`status.${status}`)}
    </Tag>
  );
}

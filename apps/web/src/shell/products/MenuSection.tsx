import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useProductsT } from './i18n';

interface Props {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
  testId: string;
}

/** A titled list of the drawer with its count, or a hint when it is empty. */
export function MenuSection({ title, count, empty, children, testId }: Props) {
  const t = useProductsT();
  return (
    <section data-testid={testId} style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        {title}
        <Typography.Text type="secondary" style={{ fontWeight: 'normal' }} data-testid={`${testId}-count`}>
          {t('count', { count })}
        </Typography.Text>
      </Typography.Title>
      {count > 0 ? children : <Typography.Text type="secondary">{empty}</Typography.Text>}
    </section>
  );
}

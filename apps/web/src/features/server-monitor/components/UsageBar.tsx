import { Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usageColour } from '../units';

/** One labelled percentage with its detail line ("已用 3 GB / 共 8 GB"). */
export function UsageBar({
  label,
  percent,
  detail,
  testId,
}: {
  label: string;
  percent: number;
  detail?: ReactNode;
  testId: string;
}) {
  const value = Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
  return (
    <Flex vertical gap={2} data-testid={testId}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text>{label}</Typography.Text>
        <Typography.Text strong>{value}%</Typography.Text>
      </Flex>
      <Progress percent={value} showInfo={false} strokeColor={usageColour(value)} />
      {detail && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {detail}
        </Typography.Text>
      )}
    </Flex>
  );
}

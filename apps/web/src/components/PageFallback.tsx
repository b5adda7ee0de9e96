import { Flex, Spin } from 'antd';

/** Shown while a lazily loaded page arrives. */
export function PageFallback() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" />
    </Flex>
  );
}

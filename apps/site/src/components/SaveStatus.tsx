import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * An autosave's status line ("正在保存…", "已自动保存 14:03:27"): always there and one line high,
 * empty before the first save, so that the status appearing never moves the buttons below it
 * under a finger about to tap them. Read out politely by screen readers as it changes.
 */
export function SaveStatus({ children }: { children?: ReactNode }) {
  return (
    <Typography.Text type="secondary" data-testid="autosave" aria-live="polite" style={{ minHeight: 22 }}>
      {children}
    </Typography.Text>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { startExport } from '@awards/web-common/transfer';
import { App, Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { openMyExports } from '../../lib/exportProgress';
import { usePermission } from '../RowActions/Permission';
import { ExportNotice } from './ExportNotice';

interface Props {
  /** The list's export route: it answers the file, or the background job it started. */
  path: string;
  /** The list's filters, as the page shows them. */
  body: unknown;
  /** The name to save a small export under when the server names none. */
  fileName: string;
  /** The route's permission code: without it the button is not shown. */
  code: string;
  children: ReactNode;
  testId?: string;
}

/**
 * The export button of every list (issue 14 §5). A small export downloads at once; a large
 * one continues in the background: a notification shows its progress (pushed by the server)
 * and offers the file when done, and "my exports" keeps it if the page is left.
 */
export function ExportButton({ path, body, fileName, code, children, testId }: Props) {
  const { notification } = App.useApp();
  const allowed = usePermission(code);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const start = async () => {
    setBusy(true);
    try {
      const answer = await startExport(path, { body, fileName });
      if (answer?.kind !== 'job') return;
      const key = `export-${answer.started.exportId}`;
      notification.open({
        key,
        title: null,
        description: (
          <ExportNotice
            started={answer.started}
            onOpenList={() => {
              notification.destroy(key);
              openMyExports();
            }}
          />
        ),
        duration: 0,
        placement: 'bottomRight',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void start()} data-testid={testId}>
      {children}
    </Button>
  );
}

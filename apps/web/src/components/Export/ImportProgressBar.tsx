import { EXPORT_UI_MESSAGES as M } from '@awards/shared/exports';
import { Flex, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { onImportProgress } from '../../lib/exportProgress';
import { useSharedT } from './useSharedT';

/**
 * The rows of an upload worked through so far (issue 14 §5), from the server's pushes, shown
 * while the upload's answer (the per-row report) is awaited. Nothing until the first push.
 */
export function ImportProgressBar({ kind }: { kind: string }) {
  const tr = useSharedT();
  const [rows, setRows] = useState<{ done: number; total: number } | null>(null);
  useEffect(
    () =>
      onImportProgress((p) => {
        if (p.kind !== kind) return;
        setRows((now) => ({ done: Math.max(now?.done ?? 0, p.rowsDone), total: p.rowsTotal }));
      }),
    [kind],
  );
  if (!rows) return null;
  const percent = rows.total > 0 ? Math.floor((rows.done / rows.total) * 100) : 0;
  return (
    <Flex vertical gap={4} data-testid="import-progress">
      <Progress percent={percent} size="small" status={percent >= 100 ? 'success' : 'active'} />
      <Typography.Text type="secondary">
        {tr(M.importing({ done: rows.done, total: rows.total }))}
      </Typography.Text>
    </Flex>
  );
}

import { type ExportStarted, EXPORT_UI_MESSAGES as M } from '@awards/shared/exports';
import { Button, Flex, Progress, Typography } from 'antd';
import { percentOf } from '../../lib/exportProgress';
import { downloadExport } from './api';
import { useExportProgress } from './useExportProgress';
import { useSharedT } from './useSharedT';

interface Props {
  started: ExportStarted;
  onOpenList?: () => void;
}

/**
 * The body of a background export's notification: its progress bar (fed by the push), then
 * the download once it is done. The same export stays in "my exports" if the page is left.
 */
export function ExportNotice({ started, onOpenList }: Props) {
  const tr = useSharedT();
  const progress = useExportProgress(started);
  const { status, rowsDone, rowsTotal, fileName } = progress;
  const title = status === 'done' ? M.doneTitle : status === 'failed' ? M.failedTitle : M.progressTitle;
  return (
    <Flex vertical gap={4} data-testid="export-notice" data-status={status}>
      <Typography.Text strong>{tr(title({ name: fileName }))}</Typography.Text>
      <Progress
        percent={percentOf(progress)}
        status={status === 'failed' ? 'exception' : status === 'done' ? 'success' : 'active'}
        size="small"
        data-testid="export-progress"
      />
      <Typography.Text type="secondary" data-testid="export-rows">
        {tr(M.rows({ done: rowsDone, total: rowsTotal }))}
      </Typography.Text>
      <Flex gap={8}>
        {status === 'done' && (
          <Button
            type="primary"
            size="small"
            onClick={() => void downloadExport(progress)}
            data-testid="export-download"
          >
            {tr(M.download)}
          </Button>
        )}
        {onOpenList && (
          <Button size="small" onClick={onOpenList} data-testid="export-open-list">
            {tr(M.openList)}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

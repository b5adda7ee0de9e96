import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { downloadBlob, openForPrint } from '@awards/web-common/transfer';
import { Button, Drawer, Grid, Skeleton, Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { AuditTrail } from '../../../components/declaration/AuditTrail';
import { DeclarationInfo } from '../../../components/declaration/DeclarationInfo';
import { DETAIL, useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { LoadError } from '../../../components/LoadError';
import { Permission } from '../../../components/RowActions/Permission';
import { useDeclaration } from '../api/declarationPage';
import { useDeclarationsT } from '../i18n';
import { AttachmentList } from './AttachmentList';
import { CompleterTable } from './CompleterTable';

/** The statuses of a declaration that has been through the review: its review summary can be printed. */
const REVIEWED = new Set([
  'expert_review',
  'meeting_review',
  'proposed',
  'publicity',
  'awarded',
  'revoked',
  'not_awarded',
]);

/** The declaration the address names (?detail=<id>); a link to a missing one closes it. */
export function DeclarationDetailDrawer({ value, onClose }: { value: string | null; onClose: () => void }) {
  const { t } = useDeclarationsT();
  const narrow = Grid.useBreakpoint().md === false;
  const [params] = useSearchParams();
  // A link to a record gone (404) closes with a message; any other failure shows with a retry.
  const routed = useRoutedEntity({ value, close: onClose }, useDeclaration, DETAIL);
  const declaration = routed.lookup;
  if (!routed.open) return null;
  const d = declaration.data;
  return (
    <Drawer
      open
      title={d ? t('detail.title', { name: d.projectName }) : ''}
      size={narrow ? '100%' : 900}
      onClose={onClose}
      destroyOnHidden
      data-testid="declaration-detail-drawer"
      extra={
        d ? (
          <Space>
            {REVIEWED.has(d.status) && (
              <Permission code="RESULT_VIEW">
                <Button
                  icon={<PrinterOutlined />}
                  data-testid="declaration-review-summary"
                  onClick={() =>
                    openForPrint('/rest/result/reviewSummaryView', {
                      method: 'POST',
                      body: { declarationId: d.declarationId },
                    })
                  }
                >
                  {narrow ? null : t('detail.reviewSummary')}
                </Button>
              </Permission>
            )}
            <Permission code="DECLARE_EXPORT">
              <Space>
                <Button
                  icon={<FileExcelOutlined />}
                  data-testid="declaration-export-form"
                  onClick={() =>
                    downloadBlob('/rest/declare/exportForm', {
                      method: 'POST',
                      body: { declarationId: d.declarationId },
                      fileName: `${d.projectName}.xlsx`,
                    })
                  }
                >
                  {narrow ? null : t('detail.exportForm')}
                </Button>
                <Button
                  icon={<PrinterOutlined />}
                  data-testid="declaration-print"
                  onClick={() =>
                    openForPrint('/rest/declare/printView', {
                      method: 'POST',
                      body: { declarationId: d.declarationId },
                    })
                  }
                >
                  {narrow ? null : t('detail.print')}
                </Button>
              </Space>
            </Permission>
          </Space>
        ) : null
      }
    >
      {d ? (
        <Tabs
          items={[
            {
              key: 'info',
              label: t('detail.info'),
              children: (
                <DeclarationInfo
                  declaration={d}
                  testIds={{ root: 'declaration-info', status: 'declaration-status' }}
                  showCreatedBy
                  prefixKeyData
                  linkTo={(id) => {
                    // The other end of a carry-over opens in this drawer; the list's own state stays.
                    const next = new URLSearchParams(params);
                    next.set('detail', String(id));
                    return `?${next}`;
                  }}
                />
              ),
            },
            {
              key: 'completers',
              label: `${t('detail.completers')} (${d.completers.length})`,
              children: <CompleterTable declaration={d} />,
            },
            {
              key: 'attachments',
              label: `${t('detail.attachments')} (${d.attachments.length})`,
              children: <AttachmentList declaration={d} />,
            },
            {
              key: 'trail',
              label: t('detail.trail'),
              children: (
                <AuditTrail audits={d.audits} testId="declaration-trail" entryTestIdPrefix="trail-" />
              ),
            },
          ]}
        />
      ) : declaration.isError ? (
        <LoadError error={declaration.error} onRetry={() => declaration.refetch()} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

import { Drawer, Grid, Skeleton, Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { AuditTrail } from '../../../components/declaration/AuditTrail';
import { DeclarationInfo } from '../../../components/declaration/DeclarationContent';
import { useDeclaration } from '../api/declarationPage';
import { useDeclarationsT } from '../i18n';
import { AttachmentList, CompleterTable } from './DeclarationContent';

/** The declaration the address names (?detail=<id>); a link to a missing one closes it. */
export function DeclarationDetailDrawer({ value, onClose }: { value: string | null; onClose: () => void }) {
  const { t } = useDeclarationsT();
  const narrow = Grid.useBreakpoint().md === false;
  const id = value && /^\d+$/.test(value) ? Number(value) : null;
  const declaration = useDeclaration(id);
  const stale = value !== null && (id === null || declaration.isError);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (value === null || stale) return null;
  const d = declaration.data;
  return (
    <Drawer
      open
      title={d ? t('detail.title', { name: d.projectName }) : ''}
      size={narrow ? '100%' : 900}
      onClose={onClose}
      destroyOnHidden
      data-testid="declaration-detail-drawer"
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
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

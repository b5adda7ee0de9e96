import { DeleteOutlined, PlusOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';

import { Button } from 'antd';
import { ExportButton } from '../../../components/Export/ExportButton';
import { Permission } from '../../../components/RowActions/Permission';
import type { ExpertFilters } from '../api/expertPage';
import { useExpertsT } from '../i18n';

interface Props {
  filters: ExpertFilters;
  selected: number;
  onAdd: () => void;
  onPush: () => void;
  onPool: () => void;
  onRecycle: () => void;
}

/** The buttons above the pool, each behind its EXPERT_* code. */
export function ExpertToolbar({ filters, selected, onAdd, onPush, onPool, onRecycle }: Props) {
  const { t } = useExpertsT();
  return (
    <>
      <Permission code="EXPERT_ADD">
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="expert-add">
          {t('toolbar.add')}
        </Button>
      </Permission>
      <Permission code="EXPERT_PUSH">
        <Button icon={<SendOutlined />} disabled={selected === 0} onClick={onPush} data-testid="expert-push">
          {t('toolbar.push')}
        </Button>
      </Permission>
      <Button icon={<TeamOutlined />} onClick={onPool} data-testid="expert-pool">
        {t('toolbar.pool')}
      </Button>
      <ExportButton
        path="/rest/expert/export"
        body={filters}
        fileName={t('toolbar.exportName')}
        code="EXPERT_EXPORT"
        testId="expert-export"
      >
        {t('toolbar.export')}
      </ExportButton>
      <Permission code="EXPERT_RECYCLE">
        <Button icon={<DeleteOutlined />} onClick={onRecycle} data-testid="expert-recycle">
          {t('toolbar.recycle')}
        </Button>
      </Permission>
    </>
  );
}

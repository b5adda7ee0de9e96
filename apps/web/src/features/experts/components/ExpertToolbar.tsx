import {
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  SendOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Permission } from '../../../components/RowActions/Permission';
import type { ExpertFilters } from '../api/expertPage';
import { exportExperts } from '../api/lists';
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
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    // The file is what the list shows: the same filters, every page (masked).
    await exportExperts(filters, t('toolbar.exportName')).finally(() => setExporting(false));
  };
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
      <Permission code="EXPERT_EXPORT">
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={download}
          data-testid="expert-export"
        >
          {t('toolbar.export')}
        </Button>
      </Permission>
      <Permission code="EXPERT_RECYCLE">
        <Button icon={<DeleteOutlined />} onClick={onRecycle} data-testid="expert-recycle">
          {t('toolbar.recycle')}
        </Button>
      </Permission>
    </>
  );
}

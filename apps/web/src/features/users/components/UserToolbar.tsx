import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Permission } from '../../../components/RowActions/Permission';
import { exportUsers } from '../api/transfer';
import type { UserFilters } from '../api/userPage';
import { useUsersT } from '../i18n';

interface Props {
  filters: UserFilters;
  onAdd: () => void;
  onImport: () => void;
  onRecycle: () => void;
}

/** The buttons above the list, each behind its USER_* code. */
export function UserToolbar({ filters, onAdd, onImport, onRecycle }: Props) {
  const { t } = useUsersT();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    // The file is what the list shows: the same filters, every page.
    await exportUsers(filters, t('toolbar.exportName')).finally(() => setExporting(false));
  };
  return (
    <>
      <Permission code="USER_ADD">
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="user-add">
          {t('toolbar.add')}
        </Button>
      </Permission>
      <Permission code="USER_EXPORT">
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={download} data-testid="user-export">
          {t('toolbar.export')}
        </Button>
      </Permission>
      <Permission code="USER_IMPORT">
        <Button icon={<UploadOutlined />} onClick={onImport} data-testid="user-import">
          {t('toolbar.import')}
        </Button>
      </Permission>
      <Permission code="USER_RECYCLE">
        <Button icon={<DeleteOutlined />} onClick={onRecycle} data-testid="user-recycle">
          {t('toolbar.recycle')}
        </Button>
      </Permission>
    </>
  );
}

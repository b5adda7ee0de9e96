import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ExportButton } from '../../../components/Export/ExportButton';
import { Permission } from '../../../components/RowActions/Permission';
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
  return (
    <>
      <Permission code="USER_ADD">
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="user-add">
          {t('toolbar.add')}
        </Button>
      </Permission>
      <ExportButton
        path="/rest/user/export"
        body={filters}
        fileName={t('toolbar.exportName')}
        code="USER_EXPORT"
        testId="user-export"
      >
        {t('toolbar.export')}
      </ExportButton>
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

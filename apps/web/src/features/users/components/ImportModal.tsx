import { UploadOutlined } from '@ant-design/icons';
import {
  adminPasswordField,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MESSAGES,
  type UserImportReport,
} from '@awards/shared/users';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { ImportProgressBar } from '../../../components/Export/ImportProgressBar';
import { downloadImportTemplate, importUsers } from '../api/transfer';
import { USERS_KEY } from '../api/userPage';
import { useUsersT } from '../i18n';
import { ImportReport } from './ImportReport';

/** The server's own refusal of a file over the limit, said before uploading. */
const FILE_TOO_LARGE = USER_IMPORT_MESSAGES.fileTooLarge({ mb: USER_IMPORT_MAX_BYTES / 1024 / 1024 });

interface Values {
  file: UploadFile[];
  password: string;
}

/** Import users from the .xlsx template with one initial password; shows the per-row error report. */
export function ImportModal({ onClose }: { onClose: () => void }) {
  const { t, tr } = useUsersT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [report, setReport] = useState<UserImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const fileRule = {
    validator: async (_: unknown, files: UploadFile[] | undefined) => {
      const file = files?.[0]?.originFileObj;
      if (!file) throw new Error(tr(USER_IMPORT_MESSAGES.fileRequired));
      if (!/\.xlsx$/i.test(file.name)) throw new Error(tr(USER_IMPORT_MESSAGES.xlsxOnly));
      if (file.size > USER_IMPORT_MAX_BYTES) throw new Error(tr(FILE_TOO_LARGE));
    },
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    const file = values?.file[0]?.originFileObj;
    if (!values || !file) return;
    setBusy(true);
    try {
      const result = await importUsers(file, values.password);
      setReport(result);
      if (result.createdCount > 0) void queryClient.invalidateQueries({ queryKey: USERS_KEY });
    } catch (error) {
      showSaveError(error, form, ['file', 'password'], message.error, tr);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('import.title')}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={
        report
          ? [
              <Button key="again" onClick={() => setReport(null)}>
                {t('import.again')}
              </Button>,
              <Button key="close" type="primary" onClick={onClose}>
                {t('import.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('form.cancel')}
              </Button>,
              <Button key="ok" type="primary" loading={busy} onClick={submit} data-testid="import-submit">
                {t('import.submit')}
              </Button>,
            ]
      }
    >
      {report ? (
        <ImportReport report={report} />
      ) : (
        <Form<Values> form={form} name="importForm" layout="vertical" data-testid="import-form">
          <Form.Item
            name="file"
            label={t('import.file')}
            required
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
            rules={[fileRule]}
            extra={
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 0 }}
                data-testid="import-template"
                onClick={() => void downloadImportTemplate(t('import.templateName'))}
              >
                {t('import.template')}
              </Button>
            }
          >
            {/* Held until submit: the file goes up together with the password. */}
            <Upload accept=".xlsx" maxCount={1} beforeUpload={() => false}>
              <Button icon={<UploadOutlined />}>{t('import.choose')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item
            name="password"
            label={t('import.password')}
            extra={t('import.passwordHint')}
            required
            rules={[zodRule(adminPasswordField, tr)]}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
          {/* While the upload is worked through: the rows done, pushed by the server. */}
          {busy && <ImportProgressBar kind="users" />}
        </Form>
      )}
    </Modal>
  );
}

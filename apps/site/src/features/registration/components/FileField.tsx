import { UploadOutlined } from '@ant-design/icons';
import { REGISTRATION_FILE } from '@awards/shared/site-registration';
import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { Button, Typography, Upload } from 'antd';
import { useState } from 'react';
import { registrationApi } from '../api/registration';
import { useRegistrationText } from '../i18n';

interface Props {
  id: string;
  /** The file id (the form's value). */
  value?: string;
  onChange?: (fileId: string) => void;
  /** The name of the file already on the application. */
  initialName?: string | null;
  onError: (message: string) => void;
}

/** One attachment of the application (licence, CV): uploaded under the ticket, its id is the field's value. */
export function FileField({ id, value, onChange, initialName, onError }: Props) {
  const t = useRegistrationText();
  const [name, setName] = useState<string | null>(initialName ?? null);
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <Upload
        accept={REGISTRATION_FILE.extensions.map((e) => `.${e}`).join(',')}
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const stored = await registrationApi.upload(file as File);
            setName(stored.fileName);
            onChange?.(stored.fileId);
          } catch (e) {
            const fields =
              e instanceof ApiError ? (e.dataSet as { fieldErrors?: Record<string, string> } | null) : null;
            onError(translateShared(fields?.fieldErrors?.file ?? (e instanceof Error ? e.message : '')));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={busy}>
          {t('upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
        {value && name ? name : t('fileHint')}
      </Typography.Text>
    </div>
  );
}

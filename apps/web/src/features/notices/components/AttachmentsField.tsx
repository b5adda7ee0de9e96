import { UploadOutlined } from '@ant-design/icons';
import type { MsgFile } from '@awards/shared/notices';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { uploadAttachment } from '../api/uploadAttachment';
import { useNoticesT } from '../i18n';

/** A form control: the attachments as [{fileId, fileName}], each uploaded to the file store first. */
export function AttachmentsField({
  value = [],
  onChange,
}: {
  value?: MsgFile[];
  onChange?: (files: MsgFile[]) => void;
}) {
  const t = useNoticesT();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      multiple
      fileList={value.map((f) => ({ uid: f.fileId, name: f.fileName, status: 'done' as const }))}
      onRemove={(file) => onChange?.(value.filter((f) => f.fileId !== file.uid))}
      beforeUpload={(file) => {
        setBusy(true);
        uploadAttachment(file)
          .then((uploaded) =>
            onChange?.([...value, { fileId: uploaded.fileId, fileName: uploaded.fileName }]),
          )
          // The http client has shown the server's reason (size or type).
          .catch(() => undefined)
          .finally(() => setBusy(false));
        // The upload is ours: antd's own request is not used.
        return false;
      }}
      data-testid="notice-files"
    >
      <Button icon={<UploadOutlined />} loading={busy}>
        {t('form.upload')}
      </Button>
    </Upload>
  );
}

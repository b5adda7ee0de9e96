import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_LIMITS } from '@awards/shared/files';
import type { EvidenceView } from '@awards/shared/objections';
import { getToken } from '@awards/web-common/session';
import { storedFileUrl } from '@awards/web-common/transfer';
import { Button, List, Upload } from 'antd';
import { useState } from 'react';
import { useTexts } from '../../../lib/texts';
import { objectionsApi } from '../api';
import { T } from '../texts';

const ACCEPT = Object.keys(FILE_LIMITS.attachment.extensions)
  .map((e) => `.${e}`)
  .join(',');

/** Files uploaded at once to the store (its types and size), then named in the request. */
export function EvidenceUpload({
  value = [],
  onChange,
  onError,
  testId,
}: {
  value?: EvidenceView[];
  onChange?: (files: EvidenceView[]) => void;
  onError: (error: unknown) => void;
  testId: string;
}) {
  const texts = useTexts();
  const [busy, setBusy] = useState(false);
  return (
    <div data-testid={testId}>
      <List
        size="small"
        dataSource={value}
        locale={{ emptyText: ' ' }}
        renderItem={(file) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={texts(T.remove)}
                onClick={() => onChange?.(value.filter((f) => f.fileId !== file.fileId))}
              />,
            ]}
          >
            {file.fileName}
          </List.Item>
        )}
      />
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const stored = await objectionsApi.upload(file as File);
            onChange?.([...value, { fileId: stored.fileId, fileName: stored.fileName, size: stored.size }]);
          } catch (error) {
            onError(error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {texts(T.upload)}
        </Button>
      </Upload>
    </div>
  );
}

/** Download links of stored files. */
export function FileLinks({ files }: { files: EvidenceView[] }) {
  return (
    <>
      {files.map((f) => (
        <div key={f.fileId}>
          <a href={storedFileUrl({ fileId: f.fileId, fileName: f.fileName }, getToken())}>{f.fileName}</a>
        </div>
      ))}
    </>
  );
}

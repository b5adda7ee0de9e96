import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { ATTACHMENT_TYPE_NAMES, ATTACHMENT_TYPES, MAX_ATTACHMENTS } from '@awards/shared/declarations';
import { FILE_LIMITS } from '@awards/shared/files';
import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { Button, Form, List, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { declarerApi } from '../api/declarations';
import { useDeclarerText } from '../i18n';

const ACCEPT = Object.keys(FILE_LIMITS.attachment.extensions)
  .map((e) => `.${e}`)
  .join(',');

/** The attachments: each uploaded at once (the store's types and 20 MB), then given its type. */
export function AttachmentsField({ disabled, onError }: { disabled: boolean; onError: (m: string) => void }) {
  const t = useDeclarerText();
  const [busy, setBusy] = useState(false);
  return (
    <Form.List name="attachments">
      {(fields, { add, remove }) => (
        <div data-testid="attachments">
          <List
            size="small"
            dataSource={fields}
            locale={{ emptyText: ' ' }}
            renderItem={(field, index) => (
              <List.Item
                actions={
                  disabled
                    ? []
                    : [
                        <Button
                          key="remove"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('remove')}
                          onClick={() => remove(index)}
                        />,
                      ]
                }
              >
                <div style={{ width: '100%' }}>
                  <Form.Item noStyle shouldUpdate>
                    {({ getFieldValue }) => (
                      <Typography.Text ellipsis style={{ display: 'block' }}>
                        {getFieldValue(['attachments', field.name, 'fileName'])}
                      </Typography.Text>
                    )}
                  </Form.Item>
                  <Form.Item name={[field.name, 'attachmentType']} noStyle>
                    <Select
                      size="small"
                      aria-label={t('attachmentType')}
                      disabled={disabled}
                      style={{ width: 140, marginTop: 4 }}
                      options={ATTACHMENT_TYPES.map((type) => ({
                        value: type,
                        label: translateShared(ATTACHMENT_TYPE_NAMES[type]),
                      }))}
                    />
                  </Form.Item>
                </div>
              </List.Item>
            )}
          />
          {!disabled && fields.length < MAX_ATTACHMENTS && (
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              customRequest={async ({ file }) => {
                setBusy(true);
                try {
                  const stored = await declarerApi.upload(file as File);
                  add({
                    fileId: stored.fileId,
                    fileName: stored.fileName,
                    attachmentType: fields.length === 0 ? 'application' : 'evidence',
                  });
                } catch (e) {
                  const errors =
                    e instanceof ApiError
                      ? (e.dataSet as { fieldErrors?: Record<string, string> } | null)
                      : null;
                  onError(
                    translateShared(errors?.fieldErrors?.file ?? (e instanceof Error ? e.message : '')),
                  );
                } finally {
                  setBusy(false);
                }
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy} data-testid="add-attachment">
                {t('addAttachment')}
              </Button>
            </Upload>
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
            {t('attachmentHint')}
          </Typography.Paragraph>
        </div>
      )}
    </Form.List>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@awards/shared/files';
import { reportError } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';
import { uploadFile } from '@awards/web-common/transfer';
import { App, Button, Flex, Upload } from 'antd';
import { type ReactNode, useRef, useState } from 'react';

export const ATTACHMENT_UPLOAD_PATH = '/rest/file/upload?purpose=attachment';

/**
 * `POST /rest/file/upload?purpose=attachment`: the server checks size and type. Silent: the
 * control below puts the refusal where the user looks.
 */
export function uploadAttachment(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return uploadFile<UploadedFile>(ATTACHMENT_UPLOAD_PATH, form, { silent: true });
}

/** What every attached file keeps: the store's id and the name shown. */
export interface AttachedFile {
  fileId: string;
  fileName: string;
}

interface AttachmentUploadProps<T extends AttachedFile> {
  value?: T[];
  onChange?: (files: T[]) => void;
  /** The label of the upload button (the caller's own namespace). */
  buttonText: string;
  /** What a new upload becomes in the value; by default its id and name. */
  toValue?: (uploaded: UploadedFile) => T;
  /** Shown beside each file's name (e.g. a type select): the file and how to replace it. */
  renderExtra?: (file: T, change: (next: T) => void) => ReactNode;
  /**
   * Where a refused upload's reason (the server's message: type, size, empty file) goes, e.g. the
   * field's errors; null clears it when the user uploads or removes again. Without it, a message.
   */
  onError?: (text: string | null) => void;
  /** No more uploads once the value holds this many. */
  maxCount?: number;
  testId?: string;
}

/**
 * A form control: the attachments as a list of stored files, each uploaded to the file store
 * (purpose attachment) as soon as it is picked; a file is removed by its list item.
 */
export function AttachmentUpload<T extends AttachedFile>({
  value = [],
  onChange,
  buttonText,
  toValue = (uploaded) => ({ fileId: uploaded.fileId, fileName: uploaded.fileName }) as T,
  renderExtra,
  onError,
  maxCount,
  testId = 'attachment-upload',
}: AttachmentUploadProps<T>) {
  const { message } = App.useApp();
  const [pending, setPending] = useState(0);
  // Several files may finish before the form re-renders: each adds to the latest list.
  const latest = useRef(value);
  latest.current = value;
  const inFlight = useRef(0);
  const change = (files: T[]) => {
    latest.current = files;
    onChange?.(files);
  };
  const full = maxCount !== undefined && value.length + pending >= maxCount;

  return (
    <Upload
      multiple
      fileList={value.map((f) => ({ uid: f.fileId, name: f.fileName, status: 'done' as const }))}
      onRemove={(file) => {
        onError?.(null);
        change(latest.current.filter((f) => f.fileId !== file.uid));
      }}
      beforeUpload={(file) => {
        if (maxCount !== undefined && latest.current.length + inFlight.current >= maxCount) return false;
        onError?.(null);
        inFlight.current += 1;
        setPending((n) => n + 1);
        uploadAttachment(file)
          .then((uploaded) => change([...latest.current, toValue(uploaded)]))
          .catch((error: unknown) => reportError(error, onError ?? message.error, translateShared))
          .finally(() => {
            inFlight.current -= 1;
            setPending((n) => n - 1);
          });
        // The upload is ours: antd's own request is not used.
        return false;
      }}
      itemRender={
        renderExtra
          ? (node, file) => {
              const item = value.find((f) => f.fileId === file.uid);
              if (!item) return node;
              const replace = (next: T) =>
                change(latest.current.map((f) => (f.fileId === item.fileId ? next : f)));
              return (
                <Flex align="center" gap={8} data-testid={`${testId}-item`}>
                  <div style={{ flex: 1, minWidth: 0 }}>{node}</div>
                  {renderExtra(item, replace)}
                </Flex>
              );
            }
          : undefined
      }
      data-testid={testId}
    >
      <Button icon={<UploadOutlined />} loading={pending > 0} disabled={full}>
        {buttonText}
      </Button>
    </Upload>
  );
}

import { CompressOutlined, ExpandOutlined, PaperClipOutlined } from '@ant-design/icons';
import { formatDateTime } from '@awards/web-common/format';
import { getToken } from '@awards/web-common/session';
import { fileUrl } from '@awards/web-common/transfer';
import { Button, Flex, Grid, Modal, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { userTextTooltip } from '../UserText';
import { useNoticeDetailT } from './i18n';
import { isOutside, noticeTarget } from './target';
import type { NoticeDetailRecord } from './types';

/** Spec 000 §9: the modal is 60% wide (100% full screen), its body 60% of the window's height. */
const WIDTH = '60%';
/** On a phone 60% leaves about 220 px: the dialog takes the width less a margin instead. */
const NARROW_WIDTH = 'calc(100vw - 32px)';
const BODY_HEIGHT = '60vh';

/** The file store streams /rest/file/download/{fileId}; a link cannot send a header, so the token rides along. */
function attachmentUrl(fileId: string): string {
  return fileUrl(fileId, { token: getToken() ?? undefined });
}

interface Props {
  record: NoticeDetailRecord;
  onClose: () => void;
}

/**
 * The announcement detail of spec 000 §2: title, sender, send time, HTML content and
 * attachments; 关闭, and 去处理 when the notice leads to a page (openType url, or component
 * with its business record: `noticeTarget`).
 * Loaded lazily by whoever opens it, so dompurify travels in this chunk only.
 */
export function NoticeDetail({ record, onClose }: Props) {
  const t = useNoticeDetailT();
  const navigate = useNavigate();
  const [full, setFull] = useState(false);
  const narrow = Grid.useBreakpoint().md === false;
  // The server sanitises on save; this second pass protects against anything stored before.
  const html = useMemo(() => DOMPurify.sanitize(record.content ?? ''), [record.content]);
  const target = noticeTarget(record);
  const sender =
    record.senderType === 'SYSTEM'
      ? t('sentBySystem')
      : record.sender
        ? t('sentBy', { name: record.sender })
        : t('sentManually');

  const handle = () => {
    onClose();
    if (!target) return;
    if (isOutside(target)) window.open(target, '_blank', 'noopener');
    else void navigate(target);
  };

  const toggle = (
    <Button
      type="text"
      size="small"
      aria-label={t(full ? 'exitFullScreen' : 'fullScreen')}
      data-testid="notice-detail-fullscreen"
      icon={full ? <CompressOutlined /> : <ExpandOutlined />}
      onClick={() => setFull((v) => !v)}
    />
  );

  return (
    <Modal
      open
      centered={!full}
      width={full ? '100%' : narrow ? NARROW_WIDTH : WIDTH}
      style={full ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { maxWidth: '100vw' }}
      title={
        <Flex justify="space-between" align="center" style={{ paddingRight: 32 }} gap={8}>
          <Typography.Text
            strong
            ellipsis={{ tooltip: userTextTooltip(record.title) }}
            data-testid="notice-detail-title"
          >
            {record.title}
          </Typography.Text>
          {toggle}
        </Flex>
      }
      onCancel={onClose}
      styles={{ body: { height: full ? 'calc(100vh - 140px)' : BODY_HEIGHT, overflowY: 'auto' } }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} data-testid="notice-detail-close">
            {t('close')}
          </Button>
          {target && (
            <Button type="primary" onClick={handle} data-testid="notice-detail-handle">
              {t('handle')}
            </Button>
          )}
        </Flex>
      }
      destroyOnHidden
      data-testid="notice-detail"
    >
      <Flex vertical gap={12} data-testid="notice-detail-body">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {sender} · {t('sendTime', { time: formatDateTime(record.sendTime) })}
        </Typography.Text>
        <div
          className="notice-detail-content"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="notice-detail-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice (server and DOMPurify above).
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {record.files.length > 0 && (
          <Flex vertical gap={4} data-testid="notice-detail-files">
            <Typography.Text strong>{t('files')}</Typography.Text>
            {record.files.map((file) => (
              <a
                key={file.fileId}
                href={attachmentUrl(file.fileId)}
                target="_blank"
                rel="noopener noreferrer"
                download={file.fileName}
              >
                <PaperClipOutlined /> {file.fileName}
              </a>
            ))}
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}

import { EyeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { DeclarationDetail } from '@awards/shared/declarations';
import { formatFileSize } from '@awards/web-common/format';
import { getToken } from '@awards/web-common/session';
import { storedFileUrl } from '@awards/web-common/transfer';
import { Button, Empty, Flex, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useDeclarationT } from '../../../components/declaration/i18n';
import { isPlayableVideo, isViewableImage } from '../../../components/MediaPreview/viewable';
import { useDeclarationsT } from '../i18n';

// The viewer loads when an image is first viewed, the player when a video is first played, never with the list.
const ImageViewer = lazy(() => import('../../../components/MediaPreview/ImageViewer'));
const VideoPlayer = lazy(() => import('../../../components/MediaPreview/VideoPlayer'));

/** The attachments as authenticated download links (the token travels in the address). */
export function AttachmentList({ declaration }: { declaration: DeclarationDetail }) {
  const { t } = useDeclarationsT();
  const tShared = useDeclarationT();
  const [viewing, setViewing] = useState<number | null>(null);
  const [playing, setPlaying] = useState<DeclarationDetail['attachments'][number] | null>(null);
  if (declaration.attachments.length === 0) return <Empty description={tShared('field.noAttachments')} />;
  const token = getToken();
  const images = declaration.attachments.filter((a) => isViewableImage(a.fileName));
  return (
    <>
      <Table
        size="small"
        rowKey="fileId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="declaration-attachments"
        dataSource={declaration.attachments}
        columns={[
          {
            key: 'fileName',
            title: t('detail.fileName'),
            render: (_, a) => (
              <Flex gap={4} align="center">
                <a href={storedFileUrl(a, token)} target="_blank" rel="noreferrer">
                  {a.fileName}
                </a>
                {isViewableImage(a.fileName) && (
                  <Button
                    type="link"
                    size="small"
                    icon={<EyeOutlined />}
                    aria-label={t('detail.view', { name: a.fileName })}
                    title={t('detail.view', { name: a.fileName })}
                    onClick={() => setViewing(images.indexOf(a))}
                    data-testid="attachment-view"
                  />
                )}
                {isPlayableVideo(a.fileName) && (
                  <Button
                    type="link"
                    size="small"
                    icon={<PlayCircleOutlined />}
                    aria-label={t('detail.play', { name: a.fileName })}
                    title={t('detail.play', { name: a.fileName })}
                    onClick={() => setPlaying(a)}
                    data-testid="attachment-play"
                  />
                )}
              </Flex>
            ),
          },
          {
            key: 'type',
            title: t('detail.type'),
            width: 120,
            render: (_, a) => tShared(`attachmentType.${a.attachmentType}`),
          },
          {
            key: 'size',
            title: t('detail.size'),
            width: 100,
            align: 'right',
            render: (_, a) => formatFileSize(a.size),
          },
        ]}
      />
      {viewing !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            urls={images.map((a) => storedFileUrl(a, token))}
            start={viewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
      {playing !== null && (
        <Suspense fallback={null}>
          <VideoPlayer
            url={storedFileUrl(playing, token)}
            name={playing.fileName}
            onClose={() => setPlaying(null)}
          />
        </Suspense>
      )}
    </>
  );
}

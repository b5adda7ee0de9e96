import { Modal } from 'antd';

interface Props {
  /** The video's address (an authenticated download link). */
  url: string;
  /** Its file name, the player's title. */
  name: string;
  onClose: () => void;
}

/**
 * The video player of spec 000 §1 for a declaration's video attachments (MP4, WebM): the
 * browser's own player (play, pause, seek, volume, full screen, speed where the browser
 * offers it) in a dialog, in a chunk of its own loaded when a video is first played. The
 * video starts only when asked, and stops with the dialog (destroyed on close).
 */
export default function VideoPlayer({ url, name, onClose }: Props) {
  return (
    <Modal
      open
      title={name}
      footer={null}
      width="min(960px, 96vw)"
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the declarer's own recording has no caption track */}
      <video
        src={url}
        controls
        preload="metadata"
        style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
        data-testid="video-player"
      />
    </Modal>
  );
}

import { Image } from 'antd';
import { useState } from 'react';

interface Props {
  /** The images' addresses (authenticated download links). */
  urls: readonly string[];
  /** The one shown first. */
  start: number;
  onClose: () => void;
}

/**
 * The image viewer of spec 000 §1 (zoom, rotate, flip, previous / next through the images of
 * one record), antd's preview, in a chunk of its own: whoever opens a list of attachments
 * does not load it until an image is viewed.
 */
export default function ImageViewer({ urls, start, onClose }: Props) {
  const [current, setCurrent] = useState(start);
  return (
    <Image.PreviewGroup
      items={[...urls]}
      preview={{
        open: true,
        current,
        onChange: setCurrent,
        onOpenChange: (open) => {
          if (!open) onClose();
        },
      }}
    />
  );
}

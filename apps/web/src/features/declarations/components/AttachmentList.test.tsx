import type { DeclarationDetail } from '@awards/shared/declarations';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { AttachmentList } from './AttachmentList';

const file = (fileId: string, fileName: string) => ({
  fileId,
  fileName,
  attachmentType: 'other',
  size: 1024,
});

const declaration = {
  attachments: [file('f1', 'report.pdf'), file('f2', 'site.png'), file('f3', 'team.JPG')],
} as unknown as DeclarationDetail;

describe('AttachmentList', () => {
  it('offers the viewer for images only, and opens it on the image chosen', async () => {
    renderRoute(<AttachmentList declaration={declaration} />);
    const views = await screen.findAllByTestId('attachment-view');
    expect(views).toHaveLength(2);
    fireEvent.click(views[1]!);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    const shown = document.querySelector<HTMLImageElement>('.ant-image-preview img');
    expect(shown?.getAttribute('src')).toContain('/rest/file/download/f3');
  });
});

describe('AttachmentList videos', () => {
  it('offers the player for MP4 and WebM only, loads it when asked, and plays the file chosen', async () => {
    const withVideos = {
      attachments: [
        file('f1', 'report.pdf'),
        file('f4', '演示.mp4'),
        file('f5', 'demo.WEBM'),
        file('f6', 'old.avi'),
      ],
    } as unknown as DeclarationDetail;
    renderRoute(<AttachmentList declaration={withVideos} />);
    const plays = await screen.findAllByTestId('attachment-play');
    expect(plays).toHaveLength(2);
    expect(screen.queryByTestId('video-player')).toBeNull();
    fireEvent.click(plays[0]!);
    const video = await screen.findByTestId('video-player');
    expect(video.getAttribute('src')).toContain('/rest/file/download/f4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(await screen.findByText('演示.mp4', { selector: '.ant-modal-title' })).toBeTruthy();
  });
});

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

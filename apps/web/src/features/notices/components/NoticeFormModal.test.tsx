import { NOTICE_PATHS } from '@awards/shared/notices';
import { http } from '@awards/web-common/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { NoticeFormModal } from './NoticeFormModal';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
// Quill needs a real browser: a textarea stands in for the lazily loaded editor.
vi.mock('./RichTextEditor', () => ({
  default: ({ value, onChange }: { value?: string | null; onChange?: (html: string) => void }) => (
    <textarea
      data-testid="editor-stand-in"
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
    />
  ),
}));
const post = vi.mocked(http.post);

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue({ id: 1 });
});

describe('NoticeFormModal', () => {
  it('saves what was written in the lazily loaded editor', async () => {
    renderRoute(<NoticeFormModal notice={null} onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '年度申报' } });
    fireEvent.change(await screen.findByTestId('editor-stand-in'), {
      target: { value: '<p>请按时申报</p>' },
    });
    fireEvent.click(screen.getByTestId('notice-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        NOTICE_PATHS.save,
        expect.objectContaining({ titile: '年度申报', msgContent: '<p>请按时申报</p>' }),
        { silent: true },
      ),
    );
  });
});

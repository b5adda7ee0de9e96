import { saveToken } from '@awards/web-common/session';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { NoticeDetail } from './NoticeDetail';
import type { NoticeDetailRecord } from './types';

const RECORD: NoticeDetailRecord = {
  title: '申报通知',
  senderType: 'USER',
  sender: '管理员',
  sendTime: '2026-03-01 08:00:00',
  content:
    '<p>请按时申报<img src="x" onerror="alert(1)"><a href="javascript:alert(2)">链接</a></p><script>alert(3)</script>',
  files: [{ fileId: '6f1c0e2a-0000-4000-8000-000000000001', fileName: '指南.pdf' }],
};

describe('NoticeDetail', () => {
  it('shows the sanitised content, the sender and the authenticated attachment link', async () => {
    saveToken('tok-1');
    renderRoute(<NoticeDetail record={RECORD} onClose={() => {}} />);
    const content = await screen.findByTestId('notice-detail-content');
    expect(content.textContent).toContain('请按时申报');
    expect(content.innerHTML).not.toMatch(/onerror|javascript:|<script/);
    expect(screen.getByText(/管理员 发送/)).toBeTruthy();
    const link = screen.getByText('指南.pdf').closest('a');
    expect(link?.getAttribute('href')).toContain('/rest/file/download/6f1c0e2a-0000-4000-8000-000000000001?');
    expect(link?.getAttribute('href')).toContain('token=tok-1');
    // Not a url-type notice: only 关闭.
    expect(screen.queryByTestId('notice-detail-handle')).toBeNull();
    expect(screen.getByTestId('notice-detail-close')).toBeTruthy();
  });

  it('offers 去处理 for a url notice, which closes and goes to its page', async () => {
    const onClose = vi.fn();
    const { router } = renderRoute(
      <NoticeDetail
        record={{ ...RECORD, senderType: 'SYSTEM', openType: 'url', openPage: '/declare/list' }}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText(/系统发送/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('notice-detail-handle'));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/declare/list');
  });

  it('offers 去处理 for a component notice, which opens its page showing the business record', async () => {
    const onClose = vi.fn();
    const { router } = renderRoute(
      <NoticeDetail
        record={{ ...RECORD, openType: 'component', openPage: '/declare/list', busId: '42' }}
        onClose={onClose}
      />,
    );
    fireEvent.click(await screen.findByTestId('notice-detail-handle'));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/declare/list');
    expect(router.state.location.search).toBe('?detail=42');
  });
});

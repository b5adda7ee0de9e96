import { saveToken } from '@awards/web-common/session';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A window of the given width, as antd's breakpoints read it through matchMedia. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    const max = Number(/max-width:\s*(\d+(?:\.\d+)?)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      matches: width >= min && width <= max,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('NoticeDetail', () => {
  // Spec 000 §9: 60% of the window wide, its body 60% of the window high; full screen on demand.
  it('is 60% wide with a body 60% of the window high on a desktop, and takes the whole window in full screen', async () => {
    windowWidth(1440);
    renderRoute(<NoticeDetail record={RECORD} onClose={() => {}} />);
    const body = await screen.findByTestId('notice-detail-body');
    const modal = body.closest<HTMLElement>('.ant-modal');
    const modalBody = body.closest<HTMLElement>('.ant-modal-body');
    expect(modal?.style.width).toBe('60%');
    expect(modalBody?.style.height).toBe('60vh');
    expect(modalBody?.style.overflowY).toBe('auto');

    fireEvent.click(screen.getByTestId('notice-detail-fullscreen'));
    expect(modal?.style.width).toBe('100%');
    expect(modal?.style.top).toBe('0px');
    expect(modalBody?.style.height).toBe('calc(100vh - 140px)');
    expect(screen.getByTestId('notice-detail-fullscreen').getAttribute('aria-label')).toBe('退出全屏');

    fireEvent.click(screen.getByTestId('notice-detail-fullscreen'));
    expect(modal?.style.width).toBe('60%');
    expect(modalBody?.style.height).toBe('60vh');
  });

  it('takes the width less a margin on a phone, where 60% would leave too little', async () => {
    windowWidth(375);
    renderRoute(<NoticeDetail record={RECORD} onClose={() => {}} />);
    const body = await screen.findByTestId('notice-detail-body');
    expect(body.closest<HTMLElement>('.ant-modal')?.style.width).toBe('calc(100vw - 32px)');
  });

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

import type { UserInfo } from '@awards/shared/auth';
import { getToken } from '@awards/web-common/session';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n';
import { forgetSignIn, rememberSignIn } from '../lib/sessionState';
import { type MenuEntry, PublicLayout } from './PublicLayout';

// The header's menu: registration is offered to visitors, not to a user who has signed in.

const MENU: MenuEntry[] = [
  { to: '/notices', title: ['通知公告', '通知公告', 'Notices'] },
  { to: '/register', title: ['注册', '註冊', 'Register'], guestsOnly: true },
];

const menuLinks = () =>
  Array.from(screen.getByRole('navigation', { name: '主导航' }).querySelectorAll('a'), (a) => a.textContent);

beforeAll(() => changeLocale('zh_CN'));
beforeEach(() => {
  // The project settings' call: none answered, the header shows the default name.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetSignIn();
});

const renderHeader = () =>
  render(
    <MemoryRouter>
      <PublicLayout menu={MENU} />
    </MemoryRouter>,
  );

describe("the site's header menu", () => {
  it('offers registration to a visitor', () => {
    renderHeader();
    expect(menuLinks()).toEqual(['首页', '通知公告', '注册']);
    expect(screen.getByTestId('site-sign-in-link')).toBeTruthy();
  });

  it('leaves registration out once the user has signed in', () => {
    rememberSignIn({
      token: 'token-1',
      userInfo: { userId: 5, id: 5, username: 'declarer', realname: '申报单位' } as UserInfo,
      sysAllDictItems: {},
    });
    renderHeader();
    expect(menuLinks()).toEqual(['首页', '通知公告']);
    expect(screen.getByTestId('site-my-area').textContent).toBe('申报单位');
  });

  it('signs out here first, then ends the session on the server with its token', async () => {
    rememberSignIn({
      token: 'token-2',
      userInfo: { userId: 5, id: 5, username: 'declarer', realname: '申报单位' } as UserInfo,
      sysAllDictItems: {},
    });
    const logouts: { authorization: string | null; stored: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/logout')
          logouts.push({ authorization: new Headers(init.headers).get('Authorization'), stored: getToken() });
        return new Response('{}', { status: 503 });
      }),
    );
    renderHeader();
    fireEvent.click(screen.getAllByTestId('site-sign-out')[0]!);
    // A call still in flight for the session is answered after the page let it go, so its
    // refusal is not taken for a lapsed session (web-common isEndedSessionFailure).
    await waitFor(() => expect(logouts).toEqual([{ authorization: 'token-2', stored: null }]));
    expect(screen.getByTestId('site-sign-in-link')).toBeTruthy();
  });
});

import { renderMessage } from '@awards/shared/i18n';
import { PASSWORD_MESSAGES } from '@awards/shared/password';
import { aesEcbEncrypt } from '@awards/web-common/aesEcb';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { ChangePasswordDialog, LOGOUT_DELAY_MS } from './ChangePasswordDialog';

const zh = (ref: string) => renderMessage(ref, 'zh_CN');

function reply(status: number, dataSet: unknown, rtnMessage = 'x'): Response {
  return new Response(
    JSON.stringify({ rtnCode: status === 200 ? '0000' : String(status), rtnMessage, dataSet }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

const type = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));

function open(onSignOut = vi.fn()) {
  renderRoute(<ChangePasswordDialog open onClose={() => {}} onSignOut={onSignOut} />);
  return onSignOut;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ChangePasswordDialog', () => {
  it('shows the required messages of spec 000 §5', async () => {
    open();
    submit();
    expect(await screen.findByText(zh(PASSWORD_MESSAGES.oldRequired))).toBeTruthy();
    expect(screen.getByText(zh(PASSWORD_MESSAGES.newRequired))).toBeTruthy();
    expect(screen.getByText(zh(PASSWORD_MESSAGES.confirmRequired))).toBeTruthy();
  });

  it('checks the new password rule and that the two match', async () => {
    open();
    type('oldPassword', 'Old#pass1');
    type('newPassword', 'short1');
    type('confirmPassword', 'different1');
    submit();
    expect(await screen.findByText(zh(PASSWORD_MESSAGES.newRule))).toBeTruthy();
    expect(screen.getByText(zh(PASSWORD_MESSAGES.mismatch))).toBeTruthy();
  });

  it('sends the three fields AES-encrypted, then warns and signs out after 1 s', async () => {
    // The clock runs on its own, and jumps over the delay instead of waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async () => reply(200, null));
    vi.stubGlobal('fetch', fetchMock);
    const onSignOut = open();
    type('oldPassword', 'Passw0rd#1');
    type('newPassword', 'NewPassw0rd');
    type('confirmPassword', 'NewPassw0rd');
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/setting/updatepassword');
    expect(JSON.parse(String(init.body))).toEqual({
      oldPassword: 'SmWqOjhYnc2nlhwjO49gbg==',
      newPassword: await aesEcbEncrypt('NewPassw0rd', 'dandelion_portal'),
      confirmPassword: await aesEcbEncrypt('NewPassw0rd', 'dandelion_portal'),
    });
    expect(await screen.findByText(zh(PASSWORD_MESSAGES.changed))).toBeTruthy();
    expect(screen.getByText(zh(PASSWORD_MESSAGES.changedDetail))).toBeTruthy();
    expect(onSignOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field errors on the fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(400, { fieldErrors: { oldPassword: zh(PASSWORD_MESSAGES.oldWrong) } })),
    );
    const onSignOut = open();
    type('oldPassword', 'Wrong#pass1');
    type('newPassword', 'NewPassw0rd');
    type('confirmPassword', 'NewPassw0rd');
    submit();
    expect(await screen.findByText(zh(PASSWORD_MESSAGES.oldWrong))).toBeTruthy();
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

import { IDENTITY_CODE_MESSAGES } from '@awards/shared/identity-codes';
import { PASSWORD_MESSAGES } from '@awards/shared/password';
import { translateShared } from '@awards/web-common/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  person: vi.fn(async () => ({ status: 'active' })),
  check: vi.fn(async () => ({ message: null as string | null })),
}));
vi.mock('../api/registration', () => ({ registrationApi: api }));

const { PersonForm } = await import('./PersonForm');

const handlers = { onDone: vi.fn(), onError: vi.fn(), onExpired: vi.fn() };
const type = (id: string, value: string) => {
  const input = document.getElementById(id) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const submit = () => fireEvent.click(screen.getByTestId('registration-submit'));

beforeEach(() => {
  vi.clearAllMocks();
  render(
    <App>
      <PersonForm {...handlers} />
    </App>,
  );
});

describe("a person's registration form", () => {
  it('holds the ID number and the password to the shared rules before anything is sent', async () => {
    type('realname', '林异议');
    type('idNumber', '330106198506120041');
    type('newPassword', 'short');
    type('confirmPassword', 'shorter');
    submit();
    await screen.findByText(translateShared(IDENTITY_CODE_MESSAGES.idNumber));
    await screen.findByText(translateShared(PASSWORD_MESSAGES.newRule));
    await screen.findByText(translateShared(PASSWORD_MESSAGES.mismatch));
    expect(api.person).not.toHaveBeenCalled();
  });

  it('names a taken ID number on leaving the field, as the server answers', async () => {
    api.check.mockResolvedValueOnce({ message: '该身份证号码已注册' });
    type('idNumber', '33010619850612004X');
    await screen.findByText('该身份证号码已注册');
    expect(api.check).toHaveBeenCalledWith('personIdNumber', '33010619850612004X');
  });

  it('sends at once, with no confirmation (no audit follows), and says it is done', async () => {
    type('realname', '林异议');
    type('idNumber', '33010619850612004X');
    type('newPassword', 'Objector2026');
    type('confirmPassword', 'Objector2026');
    submit();
    await waitFor(() => expect(handlers.onDone).toHaveBeenCalled());
    expect(api.person).toHaveBeenCalledWith(
      expect.objectContaining({
        realname: '林异议',
        idNumber: '33010619850612004X',
        newPassword: 'Objector2026',
      }),
    );
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
  });
});

import { ApiError } from '@awards/web-common/apiError';
import { zodRule } from '@awards/web-common/zodRule';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { updateLayoutSettings } from '../../lib/layoutSettings';
import { renderRoute } from '../../test/renderWithProviders';
import { EntityFormModal } from './EntityFormModal';

interface Values {
  code: string;
  name?: string;
}

/** A required code (the field's own rule says so) and an optional name. */
const CODE = {
  safeParse: (value: unknown) =>
    typeof value === 'string' && value.trim()
      ? ({ success: true } as const)
      : ({ success: false, error: { issues: [{ message: '请输入编码' }] } } as const),
};

function Harness(props: {
  save: (values: Values) => Promise<unknown> | null;
  saving?: boolean;
  onClose?: () => void;
  conflicts?: Record<string, string>;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <EntityFormModal
      form={form}
      name="thing"
      title="新增物件"
      saved="添加成功!"
      initialValues={{ name: '旧名' }}
      onSave={props.save}
      translate={(m) => m}
      conflicts={props.conflicts}
      onClose={props.onClose ?? (() => {})}
    >
      <Form.Item name="code" label="编码" rules={[zodRule(CODE)]}>
        <Input data-testid="code" />
      </Form.Item>
      <Form.Item name="name" label="名称">
        <Input data-testid="name" />
      </Form.Item>
    </EntityFormModal>
  );
}

const refusal = (status: number, message: string, fieldErrors?: Record<string, string>) =>
  new ApiError({ status, rtnCode: String(status), message, dataSet: fieldErrors ? { fieldErrors } : null });

describe('EntityFormModal', () => {
  it('takes the width a theme gives dialogs (spec 000 §3)', () => {
    updateLayoutSettings({ themeConfig: { modalWidth: '80%' } });
    try {
      renderRoute(<Harness save={vi.fn(async () => undefined)} />);
      const modal = screen.getByRole('dialog').closest('.ant-modal') as HTMLElement;
      expect(modal.style.width).toBe('80%');
    } finally {
      updateLayoutSettings({ themeConfig: {} });
    }
  });

  it('switches to full screen and back, the dialog keeping its name; a theme may turn the switch off', async () => {
    const { unmount } = renderRoute(<Harness save={vi.fn(async () => undefined)} />);
    const dialog = screen.getByRole('dialog', { name: '新增物件' });
    const frame = () => dialog.closest('.ant-modal') as HTMLElement;
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    await waitFor(() => expect(frame().style.width).toBe('100vw'));
    expect(screen.getByRole('dialog', { name: '新增物件' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    await waitFor(() => expect(frame().style.width).not.toBe('100vw'));
    unmount();
    updateLayoutSettings({ themeConfig: { modalFullscreen: false } });
    try {
      renderRoute(<Harness save={vi.fn(async () => undefined)} />);
      expect(screen.queryByTestId('modal-fullscreen')).toBeNull();
    } finally {
      updateLayoutSettings({ themeConfig: {} });
    }
  });

  it('marks the required field, and saves nothing while it is empty', async () => {
    const save = vi.fn(async () => undefined);
    renderRoute(<Harness save={save} />);
    expect(screen.getByText('新增物件')).toBeTruthy();
    expect(screen.getByText('编码').className).toContain('ant-form-item-required');
    expect(screen.getByText('名称').className).not.toContain('ant-form-item-required');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入编码')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the checked values on Enter, says so and closes', async () => {
    const save = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderRoute(<Harness save={save} onClose={onClose} />);
    fireEvent.change(screen.getByTestId('code'), { target: { value: 'A1' } });
    fireEvent.keyDown(screen.getByTestId('code'), { key: 'Enter' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ code: 'A1', name: '旧名' });
    expect(await screen.findByText('添加成功!')).toBeTruthy();
  });

  it("puts the server's field errors and a known conflict on their fields, and stays open", async () => {
    const onClose = vi.fn();
    const save = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(refusal(400, '参数错误', { name: '名称过长' }))
      .mockRejectedValueOnce(refusal(409, 'things.codeTaken'));
    renderRoute(<Harness save={save} onClose={onClose} conflicts={{ 'things.codeTaken': 'code' }} />);
    fireEvent.change(screen.getByTestId('code'), { target: { value: 'A1' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    const nameItem = () => screen.getByTestId('name').closest('.ant-form-item');
    await waitFor(() => expect(nameItem()?.textContent).toContain('名称过长'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    const codeItem = () => screen.getByTestId('code').closest('.ant-form-item');
    await waitFor(() => expect(codeItem()?.textContent).toContain('things.codeTaken'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('thing-form')).toBeTruthy();
  });

  it('says in one message an error about no field it shows', async () => {
    const save = vi.fn(async () => {
      throw refusal(400, '参数错误', { secret: '不可见字段错误' });
    });
    renderRoute(<Harness save={save} />);
    fireEvent.change(screen.getByTestId('code'), { target: { value: 'A1' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(await screen.findByText('参数错误')).toBeTruthy();
  });

  it('saves nothing when the request is refused before sending, and once for a double Enter', async () => {
    let finish: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const save = vi.fn<(values: Values) => Promise<unknown> | null>(() => null);
    const onClose = vi.fn();
    const { unmount } = renderRoute(<Harness save={save} onClose={onClose} />);
    fireEvent.change(screen.getByTestId('code'), { target: { value: 'A1' } });
    fireEvent.keyDown(screen.getByTestId('code'), { key: 'Enter' });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();

    save.mockImplementation(() => pending);
    fireEvent.keyDown(screen.getByTestId('code'), { key: 'Enter' });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    fireEvent.keyDown(screen.getByTestId('code'), { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(save).toHaveBeenCalledTimes(2);
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();
  });
});

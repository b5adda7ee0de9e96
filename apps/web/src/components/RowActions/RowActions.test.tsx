import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { Permission } from './Permission';
import { RowActions } from './RowActions';
import type { RowAction } from './types';

const action = (key: string, extra: Partial<RowAction> = {}): RowAction => ({
  key,
  label: key,
  onClick: vi.fn(),
  ...extra,
});

beforeEach(() => {
  saveButtonAuth(['USER_EDIT', 'USER_DEL']);
  // jsdom has no ResizeObserver; antd's dropdown measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('RowActions', () => {
  it('hides actions whose permission code the user lacks', () => {
    renderRoute(
      <RowActions
        actions={[
          action('edit', { permission: 'USER_EDIT' }),
          action('freeze', { permission: 'USER_FREEZE' }),
          action('view'),
        ]}
      />,
    );
    expect(screen.getByTestId('action-edit')).toBeTruthy();
    expect(screen.getByTestId('action-view')).toBeTruthy();
    expect(screen.queryByTestId('action-freeze')).toBeNull();
  });

  it('lets a record grant a code the user list lacks', () => {
    renderRoute(
      <RowActions
        actions={[action('freeze', { permission: 'USER_FREEZE' })]}
        recordPermissions={['USER_FREEZE']}
      />,
    );
    expect(screen.getByTestId('action-freeze')).toBeTruthy();
  });

  it('keeps a single "more" action inline', () => {
    renderRoute(<RowActions actions={[action('edit'), action('del', { more: true })]} />);
    expect(screen.getByTestId('action-del')).toBeTruthy();
    expect(screen.queryByTestId('action-more')).toBeNull();
  });

  it('puts two "more" actions in the dropdown', async () => {
    const del = action('del', { more: true });
    renderRoute(<RowActions actions={[action('edit'), del, action('reset', { more: true })]} />);
    expect(screen.queryByTestId('action-del')).toBeNull();
    expect(screen.getByTestId('action-more').textContent).toContain('更多');

    fireEvent.click(screen.getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-del'));
    expect(del.onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('action-reset')).toBeTruthy();
  });

  it('asks for confirmation before running the action', async () => {
    const del = action('del', { confirm: '确定删除吗？', danger: true });
    renderRoute(<RowActions actions={[del]} />);

    fireEvent.click(screen.getByTestId('action-del'));
    expect(await screen.findByText('确定删除吗？')).toBeTruthy();
    expect(del.onClick).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(del.onClick).toHaveBeenCalledTimes(1));
  });

  it('asks for confirmation inside the dropdown too', async () => {
    const del = action('del', { more: true, confirm: { title: '删除', description: '不可恢复' } });
    renderRoute(<RowActions actions={[del, action('reset', { more: true })]} />);

    fireEvent.click(screen.getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-del'));
    expect(await screen.findByText('不可恢复')).toBeTruthy();
    expect(del.onClick).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(del.onClick).toHaveBeenCalledTimes(1));
  });
});

describe('Permission', () => {
  it('removes the element unless the code is held', () => {
    renderRoute(
      <>
        <Permission code="USER_EDIT">
          <span>can edit</span>
        </Permission>
        <Permission code="USER_ADD">
          <span>can add</span>
        </Permission>
      </>,
    );
    expect(screen.getByText('can edit')).toBeTruthy();
    expect(screen.queryByText('can add')).toBeNull();
  });
});

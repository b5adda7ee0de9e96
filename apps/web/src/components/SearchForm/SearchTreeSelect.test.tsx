import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { stubResizeObserver } from '../DataTable/testTable';
import { SearchForm } from './SearchForm';
import type { SearchField } from './types';

const TREE: SearchField = {
  type: 'treeSelect',
  name: 'orgId',
  label: '所属机构',
  treeData: [
    {
      title: '总会',
      value: 1,
      children: [
        { title: '信息中心', value: 2, children: [{ title: '开发组', value: 3 }] },
        { title: '评审部', value: 4 },
      ],
    },
  ],
};

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const combobox = () => screen.getByRole('combobox');

describe('SearchForm tree-select field', () => {
  it('offers the tree, finds a nested node by its title and emits its value', async () => {
    const onSearch = vi.fn();
    renderRoute(<SearchForm fields={[TREE]} onSearch={onSearch} />);
    expect(screen.getByText('请选择')).toBeTruthy();

    fireEvent.mouseDown(combobox());
    fireEvent.change(combobox(), { target: { value: '开发' } });
    const option = await screen.findByTitle('开发组');
    fireEvent.click(option);
    fireEvent.click(screen.getByTestId('search-query'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ orgId: 3 }, true));
  });

  it('leaves the filter out once reset', async () => {
    const onSearch = vi.fn();
    renderRoute(<SearchForm fields={[TREE]} onSearch={onSearch} initialValues={{ orgId: 4 }} />);
    fireEvent.click(screen.getByTestId('search-query'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ orgId: 4 }, true));
    fireEvent.click(screen.getByTestId('search-reset'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({}, false));
  });
});

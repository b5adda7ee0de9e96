import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemList, ListItem } from './ItemList';

const entries = [
  { id: 1, name: '储能项目', note: '二等奖' },
  { id: 2, name: '材料项目', note: '三等奖' },
];

afterEach(() => vi.restoreAllMocks());

describe('ItemList', () => {
  it('renders its items as a list with title, description, content and actions, empty actions left out', () => {
    render(
      <ItemList
        header="附件"
        bordered
        size="small"
        data-testid="files"
        items={entries}
        itemKey={(e) => e.id}
        renderItem={(e) => (
          <ListItem
            data-testid={`entry-${e.id}`}
            title={e.name}
            description={e.note}
            actions={[
              e.id === 1 ? (
                <button type="button" key="open">
                  打开
                </button>
              ) : null,
              <button type="button" key="get">
                下载
              </button>,
            ]}
          >
            <span>#{e.id}</span>
          </ListItem>
        )}
      />,
    );
    const list = screen.getByTestId('files');
    expect(list.textContent).toContain('附件');
    const first = screen.getByTestId('entry-1');
    expect(first.textContent).toContain('储能项目');
    expect(first.textContent).toContain('二等奖');
    expect(first.textContent).toContain('#1');
    expect(within(first).getByText('打开')).toBeTruthy();
    expect(within(screen.getByTestId('entry-2')).queryByText('打开')).toBeNull();
    // The items are list items of one list, for screen readers.
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.dataset.testid?.startsWith('entry-')),
    ).toHaveLength(2);
  });

  it('says what an empty list means, and says nothing while it loads', () => {
    const { rerender } = render(
      <ItemList items={[]} itemKey={(e: { id: number }) => e.id} renderItem={() => null} empty="暂无评审" />,
    );
    expect(screen.getByText('暂无评审')).toBeTruthy();
    rerender(
      <ItemList
        items={[]}
        itemKey={(e: { id: number }) => e.id}
        renderItem={() => null}
        empty="暂无评审"
        loading
      />,
    );
    expect(screen.queryByText('暂无评审')).toBeNull();
  });

  it('is not the deprecated antd List: no deprecation warning is printed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ItemList items={entries} itemKey={(e) => e.id} renderItem={(e) => <ListItem title={e.name} />} />,
    );
    const said = [...error.mock.calls, ...warn.mock.calls].flat().join(' ');
    expect(said).not.toMatch(/deprecated/i);
    expect(document.querySelector('.ant-list')).toBeNull();
  });
});

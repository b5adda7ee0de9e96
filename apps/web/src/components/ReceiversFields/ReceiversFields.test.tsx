import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { hasReceivers, ReceiversFields } from './ReceiversFields';
import { UserIdsInput } from './UserIdsInput';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === '/rest/role/all') return [{ roleId: 3, roleName: '审核员' }];
    if (path === '/rest/organ/treeOptions') return [{ organId: 1, organName: '总部', children: [] }];
    return null;
  });
});

const fields = (onValues: (v: unknown) => void) => (
  <Form onValuesChange={(_, all) => onValues(all)}>
    <ReceiversFields
      testIdPrefix="demo"
      pickerQueryKey={['demo', 'receivers']}
      pickerTableId="demo.receivers"
    />
  </Form>
);

describe('hasReceivers', () => {
  it('needs at least one user, organisation or role', () => {
    expect(hasReceivers({})).toBe(false);
    expect(hasReceivers({ userIds: [], organIds: [], roleIds: [] })).toBe(false);
    expect(hasReceivers({ roleIds: [3] })).toBe(true);
  });
});

describe('ReceiversFields', () => {
  it('offers the user picker only with USER_VIEW, and the roles from /rest/role/all', async () => {
    saveButtonAuth(['MSG_SEND']);
    const onValues = vi.fn();
    renderRoute(fields(onValues));
    expect(await screen.findByText('组织（含下级）')).toBeTruthy();
    expect(screen.queryByTestId('demo-pick-users')).toBeNull();
    fireEvent.mouseDown(within(screen.getByTestId('demo-roles')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('审核员'));
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ roleIds: [3] }));
  });

  it('with USER_VIEW shows the picker button, the count and a clear button once users are chosen', async () => {
    saveButtonAuth(['USER_VIEW']);
    renderRoute(
      <Form initialValues={{ userIds: [7, 8] }}>
        <ReceiversFields
          testIdPrefix="demo"
          pickerQueryKey={['demo', 'receivers']}
          pickerTableId="demo.receivers"
        />
      </Form>,
    );
    expect((await screen.findByTestId('demo-picked')).textContent).toBe('已选择 2 个用户');
    fireEvent.click(screen.getByText('清空'));
    expect(screen.getByTestId('demo-picked').textContent).toBe('已选择 0 个用户');
  });
});

describe('UserIdsInput', () => {
  it('has no clear button unless asked, and opens the picker under the given labels', async () => {
    renderRoute(<UserIdsInput value={[1]} testIdPrefix="n" queryKey={['n']} tableId="n.receivers" />);
    expect(screen.getByTestId('n-picked').textContent).toBe('已选择 1 个用户');
    expect(screen.queryByText('清空')).toBeNull();
    fireEvent.click(screen.getByTestId('n-pick-users'));
    expect(await screen.findByText('选择接收用户')).toBeTruthy();
  });
});

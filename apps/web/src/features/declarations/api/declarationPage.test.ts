import type { OrganOption } from '@awards/shared/organisations';
import { describe, expect, it } from 'vitest';
import { unitNodes } from './declarationPage';

const organ = (organId: number, organName: string, organType: string, children: OrganOption[] = []) =>
  ({ organId, organName, organType, children }) as unknown as OrganOption;

describe('unitNodes', () => {
  it('offers declaring units only: departments without units are left out, ancestors greyed', () => {
    const tree = [
      organ(1, '行业协会', 'company', [
        organ(2, '办公室', 'department'),
        organ(3, '评审部', 'department'),
        organ(4, '会员单位', 'department', [organ(5, '浙江大学', 'unit'), organ(6, '小组', 'position')]),
      ]),
    ];
    expect(unitNodes(tree)).toEqual([
      {
        title: '行业协会',
        value: 1,
        disabled: true,
        children: [
          {
            title: '会员单位',
            value: 4,
            disabled: true,
            children: [{ title: '浙江大学', value: 5, disabled: false, children: [] }],
          },
        ],
      },
    ]);
    expect(unitNodes([organ(2, '办公室', 'department')])).toEqual([]);
  });
});

import type { RoleOption } from '@awards/shared/roles';
import { localised } from '@awards/shared/translations';
import { describe, expect, it } from 'vitest';
import { roleChoices } from './options';

/** The fields the picker reads; the rest of a role does not matter here. */
const role = (roleId: number, roleName: string, roleNameI18n: object, grantable: boolean) =>
  ({ roleId, roleName, roleNameI18n, grantable }) as RoleOption;
const roles = [role(1, '只读用户', { en_GB: 'Read-only user' }, true), role(2, '联络员', {}, false)];

describe('the role picker', () => {
  it('names roles as it is told (the interface language), the zh_CN name where none is entered', () => {
    const english = roleChoices(roles, 'not yours', (role) =>
      localised(role.roleName, role.roleNameI18n, 'en_GB'),
    );
    expect(english).toEqual([
      { value: 1, label: 'Read-only user', disabled: false, title: 'Read-only user' },
      { value: 2, label: '联络员', disabled: true, title: 'not yours' },
    ]);
    expect(roleChoices(roles, 'x').map((choice) => choice.label)).toEqual(['只读用户', '联络员']);
  });
});

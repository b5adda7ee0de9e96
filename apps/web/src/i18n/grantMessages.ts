/**
 * The grant rule's refusals (GRANT_MESSAGES of @awards/shared/roles, docs/security.md
 * "Granting roles") as patterns with their zh_TW and en_GB versions. The users, roles
 * and organisations areas can all meet them, so each area's translator includes these.
 */
export const GRANT_PATTERNS: [RegExp, zhTW: string, enGB: string][] = [
  [
    /^无权授予角色「(.+)」：其权限超出您的权限$/,
    '無權授予角色「$1」：其權限超出您的權限',
    'You may not grant the role “$1”: it holds permissions you do not',
  ],
  [
    /^无权授予角色「(.+)」：其数据范围超出您的数据范围$/,
    '無權授予角色「$1」：其數據範圍超出您的數據範圍',
    'You may not grant the role “$1”: it sees data you do not',
  ],
  [
    /^无权操作用户「(.+)」：其权限超出您的权限$/,
    '無權操作用戶「$1」：其權限超出您的權限',
    'You may not act on the user “$1”: they hold permissions you do not',
  ],
  [
    /^无权操作用户「(.+)」：其数据范围超出您的数据范围$/,
    '無權操作用戶「$1」：其數據範圍超出您的數據範圍',
    'You may not act on the user “$1”: they see data you do not',
  ],
  [
    /^无权修改角色「(.+)」：其权限超出您的权限$/,
    '無權修改角色「$1」：其權限超出您的權限',
    'You may not change the role “$1”: it holds more than you do',
  ],
  [
    /^不能修改您自己持有的角色「(.+)」的权限、数据范围或数据规则$/,
    '不能修改您自己持有的角色「$1」的權限、數據範圍或數據規則',
    'You cannot change the permissions, data scope or data rules of “$1”, a role you hold',
  ],
  [
    /^无权授予您未持有的权限：(.+)$/,
    '無權授予您未持有的權限：$1',
    'You may not grant permissions you do not hold: $1',
  ],
  [
    /^无权为角色「(.+)」设置该数据范围：超出您的数据范围$/,
    '無權為角色「$1」設置該數據範圍：超出您的數據範圍',
    'You may not give the role “$1” that data scope: it is wider than yours',
  ],
  [
    /^不能修改您所在机构「(.+)」的数据规则$/,
    '不能修改您所在機構「$1」的數據規則',
    'You cannot change the data rules of “$1”, the organisation you belong to',
  ],
  [
    /^不能扩大您所在机构「(.+)」的菜单授权$/,
    '不能擴大您所在機構「$1」的菜單授權',
    'You cannot widen the menus granted to “$1”, the organisation you belong to',
  ],
  [
    /^无权为机构「(.+)」授予您未持有的权限：(.+)$/,
    '無權為機構「$1」授予您未持有的權限：$2',
    'You may not grant “$1” permissions you do not hold: $2',
  ],
];

import { DATA_RULE_VARIABLES, MENU_MESSAGES as M } from '@awards/shared/menus';

/**
 * The shared schemas and the server write their messages once, in Chinese (spec 001 §5):
 * their zh_TW and en_GB versions, keyed by the Chinese text. A message missing here
 * (one the server composes, say) is shown as it came.
 */
export const SHARED_MESSAGES: Record<string, readonly [zhTW: string, enGB: string]> = {
  [M.parentMissing]: ['上級菜單不存在', 'The parent menu does not exist'],
  [M.parentIsSelf]: ['上級菜單不能是自己或自己的下級菜單', 'A menu cannot be its own parent or descendant'],
  [M.appMissing]: ['所屬應用不存在', 'The application does not exist'],
  [M.appMismatch]: [
    '子菜單必須與上級菜單屬於同一應用',
    'A child menu must belong to its parent’s application',
  ],
  [M.nameTaken]: ['路由名稱已存在', 'The route name is already taken'],
  [M.urlTaken]: ['菜單路徑已存在', 'The path is already taken'],
  [M.iconMissing]: ['圖標不存在', 'The icon does not exist'],
  [M.hasChildren]: [
    '該菜單下有子菜單，確認後將一併刪除',
    'This menu has child menus; confirming deletes them as well',
  ],
  [M.builtInDelete]: ['系統內置菜單不能刪除', 'A built-in menu cannot be deleted'],
  [M.builtInStructure]: [
    '系統內置菜單的路由名稱、路徑、組件、上級菜單和路由標記不能修改',
    'The route name, path, component, parent and route flag of a built-in menu cannot change',
  ],
  [M.sortSiblings]: [
    '排序的菜單必須是同一上級菜單的下級',
    'Only menus of one parent can be reordered together',
  ],
  [M.sortStale]: ['同級菜單已變化，請刷新後重試', 'The menus have changed meanwhile; refresh and try again'],
  [M.buttonPermsTaken]: ['權限編碼已存在', 'The permission code is already taken'],
  [M.buttonCodeTaken]: ['該菜單下已有相同的按鈕編碼', 'This menu already has a button with that code'],
  [M.builtInButton]: [
    '系統內置按鈕的權限編碼不能修改或刪除',
    'A built-in button’s permission code cannot change, nor can it be deleted',
  ],
  [M.noRuleList]: ['該菜單的列表不支持數據權限規則', 'This menu’s list does not support data rules'],
  请输入菜单名称: ['請輸入菜單名稱', 'Please enter the menu name'],
  菜单名称不能超过50个字符: ['菜單名稱不能超過50個字符', 'The menu name is at most 50 characters'],
  '路由名称以字母开头，只能包含字母、数字、下划线和横杠': [
    '路由名稱以字母開頭，只能包含字母、數字、下劃線和橫槓',
    'A route name starts with a letter and holds letters, digits, _ and - only',
  ],
  请输入菜单路径: ['請輸入菜單路徑', 'Please enter the path'],
  菜单路径不能超过200个字符: ['菜單路徑不能超過200個字符', 'The path is at most 200 characters'],
  '菜单路径以 / 开头，只能包含字母、数字和 _-/.:': [
    '菜單路徑以 / 開頭，只能包含字母、數字和 _-/.:',
    'A path starts with / and holds letters, digits and _-/.: only',
  ],
  组件不能超过200个字符: ['組件不能超過200個字符', 'The component is at most 200 characters'],
  '组件只能包含字母、数字和 _-/': [
    '組件只能包含字母、數字和 _-/',
    'A component holds letters, digits and _-/ only',
  ],
  外部链接不能超过500个字符: ['外部鏈接不能超過500個字符', 'The link is at most 500 characters'],
  '外部链接必须以 http:// 或 https:// 开头': [
    '外部鏈接必須以 http:// 或 https:// 開頭',
    'A link starts with http:// or https://',
  ],
  内嵌页面需要填写外部链接: ['內嵌頁面需要填寫外部鏈接', 'An embedded page needs an external link'],
  排序必须是整数: ['排序必須是整數', 'The order is a whole number'],
  排序不能小于0: ['排序不能小於0', 'The order cannot be below 0'],
  排序不能大于99999: ['排序不能大於99999', 'The order cannot exceed 99999'],
  排序不能大于9999: ['排序不能大於9999', 'The order cannot exceed 9999'],
  请输入按钮编码: ['請輸入按鈕編碼', 'Please enter the button code'],
  '按钮编码以小写字母开头，只能包含小写字母、数字和下划线': [
    '按鈕編碼以小寫字母開頭，只能包含小寫字母、數字和下劃線',
    'A button code starts with a lower-case letter and holds a–z, 0–9 and _ only',
  ],
  请输入权限编码: ['請輸入權限編碼', 'Please enter the permission code'],
  '权限编码由大写字母、数字和下划线组成，以字母开头': [
    '權限編碼由大寫字母、數字和下劃線組成，以字母開頭',
    'A permission code starts with a letter and holds A–Z, 0–9 and _ only',
  ],
  请输入按钮名称: ['請輸入按鈕名稱', 'Please enter the button name'],
  按钮名称不能超过30个字符: ['按鈕名稱不能超過30個字符', 'The button name is at most 30 characters'],
  请输入规则名称: ['請輸入規則名稱', 'Please enter the rule name'],
  规则名称不能超过50个字符: ['規則名稱不能超過50個字符', 'The rule name is at most 50 characters'],
  请选择规则字段: ['請選擇規則字段', 'Please choose a column'],
  请选择正确的规则条件: ['請選擇正確的規則條件', 'Please choose a valid condition'],
  请输入规则值: ['請輸入規則值', 'Please enter the value'],
  规则值不能超过500个字符: ['規則值不能超過500個字符', 'The value is at most 500 characters'],
  只有文本字段可以模糊匹配: ['只有文本字段可以模糊匹配', 'Only text columns can be matched by LIKE'],
  模糊匹配不能使用变量: ['模糊匹配不能使用變量', 'LIKE cannot use a variable'],
  时间字段不能使用变量: ['時間字段不能使用變量', 'A time column cannot use a variable'],
  该字段的规则值必须是数字: ['該字段的規則值必須是數字', 'This column takes a number'],
  [DATA_RULE_VARIABLES['#{sys_user_id}']]: ['當前用戶ID', 'The user’s id'],
  [DATA_RULE_VARIABLES['#{sys_org_id}']]: ['當前用戶所屬機構ID', 'The id of the user’s organisation'],
  [DATA_RULE_VARIABLES['#{sys_org_code}']]: ['當前用戶所屬機構編碼', 'The code of the user’s organisation'],
  [DATA_RULE_VARIABLES['#{sys_login_name}']]: ['當前用戶登錄名', 'The user’s login name'],
};

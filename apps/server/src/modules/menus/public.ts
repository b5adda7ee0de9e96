import type { MessageRef } from '@awards/shared/i18n';
import type { DataRuleBinding } from '@awards/shared/menus';
import type { PermissionNode } from '@awards/shared/roles';

/** A grant of menus and buttons (to a role or an organisation). */
export interface Grant {
  menuIds: number[];
  buttonIds: number[];
}

/** The 400 messages of a grant or a rule binding, in the words of the form that sent it. */
export interface GrantMessages {
  menuMissing: MessageRef;
  buttonMissing: MessageRef;
}
export interface RuleMessages {
  menuId: MessageRef;
  ruleForeign: MessageRef;
}

/**
 * What roles and organisations use of the menus: the tree a grant is chosen
 * from, the closure of a grant, and a menu's data rules for a binding.
 */
export interface MenusApi {
  /** The live menus with their buttons, as a tree (the grant forms' checkboxes). */
  permissionTree(): Promise<PermissionNode[]>;
  /**
   * A grant as stored: the buttons as given, and the menus with each granted
   * button's menu and every granted menu's ancestors (a grant the portal could not
   * reach is useless). Unknown ids are a 400 with `messages`.
   */
  closeGrant(grant: Grant, messages: GrantMessages): Promise<Grant>;
  /** The menu's rules with the bound ones marked (404 for a missing menu). */
  ruleBinding(menuId: number, boundRuleIds: readonly number[]): Promise<DataRuleBinding>;
  /** The ids of the menu's rules; 400 (`messages`) for a missing menu or a rule of another menu. */
  rulesOfMenu(menuId: number, ruleIds: readonly number[], messages: RuleMessages): Promise<number[]>;
}

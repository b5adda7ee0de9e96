import type { DataGroupKind } from '@awards/shared/data-groups';
import type { Locale } from '@awards/shared/i18n';

/** A data group with its name in the reader's language and its members as a data rule expands them. */
export interface ExpandedDataGroup {
  groupId: number;
  groupCode: string;
  /** The name in the locale asked for (zh_CN where none is entered). */
  groupName: string;
  kind: DataGroupKind;
  /**
   * Region codes (a region group: each chosen region with the regions under it) or organisation
   * ids (an organisation group: each chosen organisation with those under it, none deleted),
   * each once: what `#{group:<code>}` stands for in a data rule.
   */
  members: readonly (string | number)[];
}

/** What other modules read of the data groups (the statistics' cut by data group). */
export interface DataGroupsApi {
  /** Every data group, oldest first, its members expanded: a fixed number of reads whatever their number. */
  expandedGroups(locale: Locale): Promise<ExpandedDataGroup[]>;
}

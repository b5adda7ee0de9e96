/** What other modules use of the organisations: the limit an organisation's grant puts on its roles. */
export interface OrganisationsApi {
  /**
   * A role of an organisation may be granted only what the organisation may use
   * (JeecgBoot's department permissions): refused (422) with the names of what
   * lies outside; an organisation without a grant sets no limit.
   */
  assertWithinGrant(organId: number, menuIds: readonly number[], buttonIds: readonly number[]): Promise<void>;
}

import { DataRuleBinding } from '../../../components/DataRuleBinding';
import {
  bindOrganDataRules,
  fetchOrganDataRules,
  GRANTS_KEY,
  ORGAN_RULES_KEY,
  useOrganMenus,
} from '../api/organGrants';
import { useOrgansT } from '../i18n';

/**
 * Bind data permission (DEPART_MENU): per menu, which of its data rules apply to the
 * organisation's users. A menu none of whose rules is bound keeps applying all of them.
 */
export function OrganDataRulesPanel({ organId }: { organId: number }) {
  const { t, tr } = useOrgansT();
  const menus = useOrganMenus(organId);
  return (
    <DataRuleBinding
      menus={menus.data?.tree ?? []}
      menusLoading={menus.isLoading}
      queryKey={[...ORGAN_RULES_KEY, organId]}
      fetchRules={(menuId) => fetchOrganDataRules(organId, menuId)}
      saveRules={(menuId, ruleIds) => bindOrganDataRules({ organId, menuId, ruleIds })}
      invalidateKey={GRANTS_KEY}
      labels={{
        hint: t('grants.rulesHint'),
        chooseMenu: t('grants.chooseMenu'),
        noRules: t('grants.noRules'),
        ruleOff: t('grants.ruleOff'),
        save: t('form.save'),
        saved: t('done.saved'),
      }}
      translate={tr}
      testIdPrefix="organ-rules"
    />
  );
}

import { Tabs } from 'antd';
import { useRouteParam } from '../../../lib/useRouteParam';
import { GroupTable } from '../components/GroupTable';
import { RegionBrowser } from '../components/RegionBrowser';
import { useRegionsT } from '../i18n';

/**
 * Regions (spec 001 §7 "/rest/region/..."): the GB/T 2260 tree, browsed and renamed,
 * and the region groups such as the offices. The tab is in the address (?tab=groups).
 */
export function RegionPage() {
  const { t } = useRegionsT();
  const tab = useRouteParam('tab');
  return (
    <Tabs
      data-testid="region-page"
      activeKey={tab.value === 'groups' ? 'groups' : 'regions'}
      onChange={(key) => tab.open(key, { replace: true })}
      items={[
        { key: 'regions', label: t('tabs.regions'), children: <RegionBrowser /> },
        { key: 'groups', label: t('tabs.groups'), children: <GroupTable /> },
      ]}
    />
  );
}

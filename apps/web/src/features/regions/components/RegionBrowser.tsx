import { REGION_ROOT_CODE, type RegionView } from '@awards/shared/regions';
import { useLocalised } from '@awards/web-common/localised';
import { Breadcrumb, Button, Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { fetchRegionPage, REGION_PAGE_KEY, type RegionFilters } from '../api/regionPage';
import { useRegionsT } from '../i18n';
import { RenameModal } from './RenameModal';
import { regionColumns } from './regionColumns';

interface Search {
  keyword?: string;
  level?: number;
  /** The RegionCascader's path of codes: its last is the parent. */
  parent?: string[];
}

/** The search form's items keep their bottom margin: the card drops its own padding there. */
const SEARCH_CARD = { body: { paddingBottom: 0 } };

/**
 * The three levels of regions (spec 001 §9: root 100000, depth 3), browsed down through
 * "within" with a breadcrumb back up, or searched by code prefix, name and level.
 */
export function RegionBrowser() {
  const { t } = useRegionsT();
  // The regions walked down through; their names show in the interface language.
  const [trail, setTrail] = useState<Pick<RegionView, 'code' | 'name' | 'nameI18n'>[]>([]);
  const localise = useLocalised();
  const [search, setSearch] = useState<Search>({});
  const [renaming, setRenaming] = useState<RegionView | null>(null);

  const filters = useMemo<RegionFilters>(() => {
    const { parent, ...rest } = search;
    const searching = Boolean(rest.keyword || rest.level);
    // At the top with no search the provinces show, not all 3882 regions.
    const parentCode = parent?.at(-1) ?? trail.at(-1)?.code ?? (searching ? undefined : REGION_ROOT_CODE);
    return { ...rest, ...(parentCode ? { parentCode } : {}) };
  }, [search, trail]);

  const columns = regionColumns(t, localise, {
    open: (region) => setTrail([...trail, region]),
    rename: setRenaming,
  });

  return (
    <Flex vertical gap={16}>
      <Card styles={SEARCH_CARD}>
        <SearchForm
          fields={[
            { type: 'input', name: 'keyword', label: t('search.keyword') },
            {
              type: 'select',
              name: 'level',
              label: t('search.level'),
              options: [1, 2, 3].map((level) => ({
                value: level,
                label: t(`level.l${level}` as 'level.l1'),
              })),
            },
            { type: 'region', name: 'parent', label: t('search.parent'), maxLevel: 2 },
          ]}
          onSearch={(values, submitted) => {
            setSearch(values as Search);
            if (!submitted || values.parent) setTrail([]);
          }}
        />
      </Card>
      <Card>
        <DataTable<RegionView, RegionFilters>
          tableId="system.regions"
          rowKey="code"
          columns={columns}
          filters={filters}
          queryKey={REGION_PAGE_KEY}
          fetch={fetchRegionPage}
          toolbar={
            <Breadcrumb
              data-testid="region-trail"
              items={[
                { code: '', name: t('crumbs.root'), nameI18n: {} },
                ...trail.map((crumb) => ({ ...crumb, name: localise(crumb.name, crumb.nameI18n) })),
              ].map((crumb, index) => ({
                key: crumb.code || 'root',
                title:
                  index === trail.length ? (
                    crumb.name
                  ) : (
                    <Button
                      type="link"
                      size="small"
                      style={{ padding: 0, height: 'auto' }}
                      onClick={() => setTrail(trail.slice(0, index))}
                    >
                      {crumb.name}
                    </Button>
                  ),
              }))}
            />
          }
        />
      </Card>
      {renaming && <RenameModal region={renaming} onClose={() => setRenaming(null)} />}
    </Flex>
  );
}

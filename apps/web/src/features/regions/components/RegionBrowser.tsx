import { REGION_ROOT_CODE, type RegionView } from '@awards/shared/regions';
import { useLocalised } from '@awards/web-common/localised';
import { useQueryClient } from '@tanstack/react-query';
import { Breadcrumb, Button, Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import {
  fetchRegionPage,
  REGION_PAGE_KEY,
  REGIONS_KEY,
  type RegionFilters,
  useRegionByCode,
} from '../api/regionPage';
import { useRegionsT } from '../i18n';
import { RenameModal } from './RenameModal';
import { regionColumns } from './regionColumns';

type Search = {
  keyword?: string;
  level?: number;
  /** The RegionCascader's path of codes: its last is the parent. */
  parent?: string[];
  /** The regions walked down through ("within"), by code: the breadcrumb. */
  within?: string[];
};

/** The search form's items keep their bottom margin: the card drops its own padding there. */
const SEARCH_CARD = { body: { paddingBottom: 0 } };

/** A breadcrumb's region, named in the interface language once known (its code until then). */
function CrumbName({ code }: { code: string }) {
  const localise = useLocalised();
  const region = useRegionByCode(code).data;
  return <>{region ? localise(region.name, region.nameI18n) : code}</>;
}

/**
 * The three levels of regions (spec 001 §9: root 100000, depth 3), browsed down through
 * "within" with a breadcrumb back up, or searched by code prefix, name and level. The
 * search, the regions walked through, the page and its size are in the address
 * (`?within=110000&level=2&page=2`), so a reload or a link shows the same rows.
 */
export function RegionBrowser() {
  const { t } = useRegionsT();
  const localise = useLocalised();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<RegionView | null>(null);
  const fields: SearchField[] = [
    { type: 'input', name: 'keyword', label: t('search.keyword') },
    {
      type: 'select',
      name: 'level',
      label: t('search.level'),
      options: [1, 2, 3].map((level) => ({ value: level, label: t(`level.l${level}` as 'level.l1') })),
    },
    { type: 'region', name: 'parent', label: t('search.parent'), maxLevel: 2 },
  ];
  const list = useListState<Search>({ ...searchSpec(fields), within: { type: 'strings' } });
  const { within: trail = [], ...search } = list.filters;
  const walk = (next: string[]) => list.search({ ...search, within: next.length ? next : undefined });

  // list.filters keeps its object while the address holds the same values.
  const filters = useMemo<RegionFilters>(() => {
    const { parent, within, ...rest } = list.filters;
    const searching = Boolean(rest.keyword || rest.level);
    // At the top with no search the provinces show, not all 3882 regions.
    const parentCode = parent?.at(-1) ?? within?.at(-1) ?? (searching ? undefined : REGION_ROOT_CODE);
    return { ...rest, ...(parentCode ? { parentCode } : {}) };
  }, [list.filters]);

  const columns = regionColumns(t, localise, {
    open: (region) => {
      // The breadcrumb names it without asking.
      queryClient.setQueryData([...REGIONS_KEY, 'byCode', region.code], region);
      walk([...trail, region.code]);
    },
    rename: setRenaming,
  });

  return (
    <Flex vertical gap={16}>
      <Card styles={SEARCH_CARD}>
        <SearchForm
          fields={fields}
          values={list.filters}
          onSearch={(values, submitted) =>
            // A reset, or a parent chosen, starts again from the top.
            list.search({ ...values, within: !submitted || values.parent ? undefined : list.filters.within })
          }
        />
      </Card>
      <Card>
        <DataTable<RegionView, RegionFilters>
          tableId="system.regions"
          rowKey="code"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={REGION_PAGE_KEY}
          fetch={fetchRegionPage}
          toolbar={
            <Breadcrumb
              data-testid="region-trail"
              items={['', ...trail].map((code, index) => {
                const name = code ? <CrumbName key={code} code={code} /> : t('crumbs.root');
                return {
                  key: code || 'root',
                  title:
                    index === trail.length ? (
                      name
                    ) : (
                      <Button
                        type="link"
                        size="small"
                        style={{ padding: 0, height: 'auto' }}
                        onClick={() => walk(trail.slice(0, index))}
                      >
                        {name}
                      </Button>
                    ),
                };
              })}
            />
          }
        />
      </Card>
      {renaming && <RenameModal region={renaming} onClose={() => setRenaming(null)} />}
    </Flex>
  );
}

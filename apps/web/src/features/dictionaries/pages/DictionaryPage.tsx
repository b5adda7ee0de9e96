import { reportError } from '@awards/web-common/formErrors';
import { App, Card, Col, Empty, Flex, Row } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListState } from '../../../components/DataTable/useListState';
import { useCloseStale } from '../../../components/EntityForm/useRoutedEntity';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useDeleteEntries } from '../api/deleteEntries';
import { useDictList, useDictTree } from '../api/dictTree';
import { useRefreshCache } from '../api/refreshCache';
import { DictList } from '../components/DictList';
import { DictSortRoute } from '../components/DictSortRoute';
import { EntryFormModal, entryTarget } from '../components/EntryFormModal';
import { ITEM_PREFIX, ItemPanel } from '../components/ItemPanel';
import { useDictsT } from '../i18n';

/** The search form's items keep their bottom margin: the card drops its own padding there. */
const SEARCH_CARD = { body: { paddingBottom: 0 } };

/**
 * Dictionaries and their items (spec 001 §7 "Dictionaries"): the dictionaries on the
 * left, the chosen one's items on the right (?dict=<id>, so a link shows them), forms
 * by address (?form=...). Every change makes the portal forget its copies of the items.
 */
const SEARCH_FIELDS: SearchField[] = [{ type: 'input', name: 'keyword', label: '' }];

export function DictionaryPage() {
  const { t, tr } = useDictsT();
  const { message } = App.useApp();
  // The search is in the address (`?keyword=`), with the dictionary chosen and its items' list.
  const search = useListState<{ keyword?: string }>(searchSpec(SEARCH_FIELDS));
  const keyword = search.filters.keyword;
  const [params, setParams] = useSearchParams();
  const list = useDictList(keyword);
  const tree = useDictTree();
  const chosen = useRouteParam('dict');
  const form = useRouteParam('form');
  const [sorting, setSorting] = useState<'dicts' | 'items' | null>(null);
  const remove = useDeleteEntries();
  const refresh = useRefreshCache();
  const selected = tree.data?.find((dict) => String(dict.dictId) === chosen.value) ?? null;
  // The form the address names, once the tree is in: a link to a missing entry closes.
  const target = tree.data ? entryTarget(form.value, tree.data, selected) : null;
  useCloseStale(form, Boolean(form.value && tree.data && !target));
  // Nothing chosen yet: show the first dictionary rather than an empty half page.
  const first = list.data?.[0]?.dictId;
  const choose = useRef(chosen.open);
  choose.current = chosen.open;
  useEffect(() => {
    if (!chosen.value && first) choose.current(String(first), { replace: true });
  }, [chosen.value, first]);

  return (
    <Flex vertical gap={16} data-testid="dictionary-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm
          fields={[{ type: 'input', name: 'keyword', label: t('search.keyword') }]}
          values={search.filters}
          onSearch={(values) => search.search(values)}
        />
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={8}>
          <DictList
            dicts={list}
            selectedId={selected?.dictId ?? null}
            onSelect={(dict) => {
              // Another dictionary's items start afresh: its page and search are not carried over.
              const next = new URLSearchParams(params);
              for (const key of [...next.keys()]) if (key.startsWith(ITEM_PREFIX)) next.delete(key);
              next.set('dict', String(dict.dictId));
              setParams(next, { replace: true });
            }}
            onAdd={() => form.open('add')}
            onEdit={(dict) => form.open(`edit:${dict.dictId}`)}
            onDelete={(dict) =>
              remove
                .mutateAsync({ request: { kind: 'dict', dictId: dict.dictId }, category: dict.code })
                .then(
                  () => void message.success(t('done.deleted')),
                  (error) => reportError(error, message.error, tr),
                )
            }
            onSort={() => setSorting('dicts')}
            onRefresh={() =>
              refresh.mutate(undefined, { onSuccess: () => void message.success(t('done.refreshed')) })
            }
            refreshing={refresh.isPending}
          />
        </Col>
        <Col xs={24} xl={16}>
          {selected ? (
            <ItemPanel
              key={selected.dictId}
              dict={selected}
              onAdd={() => form.open('addItem')}
              onEdit={(item) => form.open(`editItem:${item.dictId}`)}
              onSort={() => setSorting('items')}
            />
          ) : (
            <Card>
              <Empty description={t('dicts.empty')} />
            </Card>
          )}
        </Col>
      </Row>
      {target && <EntryFormModal key={form.value} target={target} onClose={form.close} />}
      {sorting && tree.data && (
        <DictSortRoute what={sorting} tree={tree.data} dict={selected} onClose={() => setSorting(null)} />
      )}
    </Flex>
  );
}

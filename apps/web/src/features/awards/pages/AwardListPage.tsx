import { PlusOutlined } from '@ant-design/icons';
import { AWARD_CATEGORIES, type AwardCategory, type AwardView } from '@awards/shared/awards';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Grid } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { Permission, usePermission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useAwardStatus, useDeleteAward } from '../api/awardActions';
import { AWARDS_KEY, type AwardFilters, fetchAwardPage, useAward } from '../api/awardPage';
import { AwardDetailDrawer } from '../components/AwardDetailDrawer';
import { AwardFormModal } from '../components/AwardFormModal';
import { awardColumns } from '../components/awardColumns';
import { useAwardsT } from '../i18n';

const CATEGORIES = Object.keys(AWARD_CATEGORIES) as AwardCategory[];

/** Awards (spec 001 §7 "prizes"): list, form, enable / disable, delete, grades / standards / flow. */
export function AwardListPage() {
  const { t, tr } = useAwardsT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useAward);
  const detail = useRouteParam('detail');
  const remove = useDeleteAward();
  const status = useAwardStatus();
  const fail = (error: unknown) => reportError(error, message.error, tr);

  const columns = awardColumns(t, {
    narrow,
    detail: (award) => detail.open(String(award.awardId)),
    edit: (award) => form.open(`edit:${award.awardId}`),
    // Refused (505) while an edition includes it: the message names the editions.
    remove: (award) =>
      remove.mutateAsync(award.awardId).then(() => void message.success(t('done.deleted')), fail),
    setStatus: (award, next) =>
      status
        .mutateAsync({ awardIds: [award.awardId], status: next })
        .then(() => void message.success(t(next === 1 ? 'done.enabled' : 'done.disabled')), fail),
    canToggle: usePermission('PRIZE_ENABLE'),
  });

  const fields: SearchField[] = [
    { type: 'input', name: 'awardName', label: t('search.awardName') },
    { type: 'input', name: 'awardCode', label: t('search.awardCode') },
    {
      type: 'select',
      name: 'category',
      label: t('search.category'),
      options: CATEGORIES.map((code) => ({ value: code, label: t(`category.${code}`) })),
    },
    {
      type: 'select',
      name: 'status',
      label: t('search.status'),
      options: [
        { value: 1, label: t('status.enabled') },
        { value: 0, label: t('status.disabled') },
      ],
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<AwardFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="award-list-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<AwardView, AwardFilters>
          tableId="business.awards"
          rowKey="awardId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={AWARDS_KEY}
          fetch={fetchAwardPage}
          toolbar={
            <Permission code="PRIZE_ADD">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => form.open('add')}
                data-testid="award-add"
              >
                {t('toolbar.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {editing.open && <AwardFormModal key={form.value} award={editing.record} onClose={form.close} />}
      <AwardDetailDrawer value={detail.value} onClose={detail.close} />
    </Flex>
  );
}

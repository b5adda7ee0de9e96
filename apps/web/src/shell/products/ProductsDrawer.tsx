import type { Locale } from '@awards/shared/i18n';
import { getToken } from '@awards/web-common/session';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Grid, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuTitleIn } from '../../i18n/useMenuTitle';
import { useMenuPreferences, useToggleStar } from '../api/menuPreferences';
import { portalInitQueryOptions } from '../api/portalInit';
import { recordMenuVisit } from '../api/recordVisit';
import { useProductsT } from './i18n';
import { MenuRow } from './MenuRow';
import { MenuSection } from './MenuSection';
import { groupByTopFolder, inTree, type MenuPage, menuPages, searchPages } from './menuIndex';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Spec 000 §9: drawers are 400 px wide; on a phone the drawer takes the screen. */
const DRAWER_WIDTH = 400;

/**
 * The products-and-services drawer (spec 000 §2): search the user's menu pages,
 * favourites with star/unstar, frequently used and recent pages, each with its count.
 * Favourites and visits are kept on the server, so they follow the user.
 */
export function ProductsDrawer({ open, onClose }: Props) {
  const t = useProductsT();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [keyword, setKeyword] = useState('');
  const token = getToken() ?? '';
  const init = useQuery({ ...portalInitQueryOptions(token), enabled: token !== '' });
  const preferences = useMenuPreferences(open);
  const toggleStar = useToggleStar();

  const { language } = useTranslation().i18n;
  const pages = useMemo(
    () => menuPages(init.data?.menu ?? [], (node) => menuTitleIn(language as Locale, node)),
    [init.data, language],
  );
  const prefs = preferences.data;
  const favourites = useMemo(() => inTree(prefs?.favourites ?? [], pages), [prefs, pages]);
  const starred = useMemo(() => new Set(favourites.map((p) => p.menuId)), [favourites]);
  const frequent = useMemo(() => inTree(prefs?.frequent ?? [], pages), [prefs, pages]);
  const recent = useMemo(() => inTree(prefs?.recent ?? [], pages), [prefs, pages]);
  const found = useMemo(() => searchPages(pages, keyword), [pages, keyword]);
  const visitCounts = useMemo(
    () => new Map((prefs?.frequent ?? []).map((m) => [m.menuId, m.visitCount])),
    [prefs],
  );

  const openPage = (page: MenuPage) => {
    if (page.url && /^https?:\/\//.test(page.url)) {
      window.open(page.url, '_blank', 'noopener,noreferrer');
    } else {
      void recordMenuVisit(page.path);
      navigate(page.path);
    }
    onClose();
  };
  const onToggleStar = (page: MenuPage, isStarred: boolean) =>
    toggleStar.mutate({ menuId: page.menuId, starred: isStarred });

  const row = (page: MenuPage, options: { showTrail?: boolean; count?: boolean } = {}) => (
    <MenuRow
      key={page.menuId}
      page={page}
      starred={starred.has(page.menuId)}
      onOpen={openPage}
      onToggleStar={onToggleStar}
      showTrail={options.showTrail}
      extra={
        options.count ? (
          <Typography.Text type="secondary">
            {t('visits', { count: visitCounts.get(page.menuId) ?? 0 })}
          </Typography.Text>
        ) : undefined
      }
    />
  );

  return (
    <Drawer
      title={t('title')}
      open={open}
      onClose={onClose}
      size={screens.sm === false ? '100%' : DRAWER_WIDTH}
      data-testid="products-drawer"
    >
      <Input.Search
        allowClear
        placeholder={t('search')}
        aria-label={t('search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        data-testid="products-search"
        style={{ marginBottom: 16 }}
      />
      {preferences.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void preferences.refetch()}>
              {t('retry')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {keyword.trim() ? (
        <section data-testid="products-results">
          <Typography.Text type="secondary" data-testid="products-results-count">
            {t('results', { count: found.length })}
          </Typography.Text>
          {found.length > 0 ? (
            found.map((page) => row(page, { showTrail: true }))
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noResults')} />
          )}
        </section>
      ) : (
        <>
          <MenuSection
            title={t('favourites')}
            count={favourites.length}
            empty={t('noFavourites')}
            testId="products-favourites"
          >
            {favourites.map((page) => row(page, { showTrail: true }))}
          </MenuSection>
          <MenuSection
            title={t('frequent')}
            count={frequent.length}
            empty={t('noVisits')}
            testId="products-frequent"
          >
            {frequent.map((page) => row(page, { count: true }))}
          </MenuSection>
          <MenuSection
            title={t('recent')}
            count={recent.length}
            empty={t('noVisits')}
            testId="products-recent"
          >
            {recent.map((page) => row(page))}
          </MenuSection>
          <MenuSection title={t('all')} count={pages.length} empty={t('noResults')} testId="products-all">
            {groupByTopFolder(pages).map(({ group, pages: list }) => (
              <div key={`${group}-${list[0]?.menuId}`} style={{ marginBottom: 8 }}>
                {group && <Typography.Text type="secondary">{group}</Typography.Text>}
                {list.map((page) => row(page))}
              </div>
            ))}
          </MenuSection>
        </>
      )}
    </Drawer>
  );
}

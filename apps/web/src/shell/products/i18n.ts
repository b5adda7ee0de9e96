import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/**
 * The drawer's strings, in their own i18next namespace: they load with the drawer's chunk,
 * on first open, not with the shell. Registered once, on first import.
 */
const zhCN = {
  title: '产品与服务',
  search: '搜索菜单',
  results: '找到 {{count}} 个结果',
  noResults: '没有找到匹配的菜单',
  favourites: '我的收藏',
  frequent: '最常使用',
  recent: '最近访问',
  all: '全部产品',
  count: '（{{count}}）',
  noFavourites: '点击菜单旁的星标即可收藏',
  noVisits: '暂无访问记录',
  star: '收藏',
  unstar: '取消收藏',
  visits: '{{count}} 次',
  loadFailed: '收藏与访问记录加载失败',
  retry: '重试',
};

export type ProductsMessages = typeof zhCN;

const zhTW: ProductsMessages = {
  title: '產品與服務',
  search: '搜索菜單',
  results: '找到 {{count}} 個結果',
  noResults: '沒有找到匹配的菜單',
  favourites: '我的收藏',
  frequent: '最常使用',
  recent: '最近訪問',
  all: '全部產品',
  count: '（{{count}}）',
  noFavourites: '點擊菜單旁的星標即可收藏',
  noVisits: '暫無訪問記錄',
  star: '收藏',
  unstar: '取消收藏',
  visits: '{{count}} 次',
  loadFailed: '收藏與訪問記錄加載失敗',
  retry: '重試',
};

const enGB: ProductsMessages = {
  title: 'Products and services',
  search: 'Search menus',
  results: '{{count}} found',
  noResults: 'No menu matches',
  favourites: 'Favourites',
  frequent: 'Frequently used',
  recent: 'Recently visited',
  all: 'All products',
  count: ' ({{count}})',
  noFavourites: 'Star a menu to keep it here',
  noVisits: 'No visits yet',
  star: 'Add to favourites',
  unstar: 'Remove from favourites',
  visits: '{{count}} visits',
  loadFailed: 'Favourites and visits could not be loaded',
  retry: 'Retry',
};

export const PRODUCTS_NS = 'products';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, PRODUCTS_NS, resources, true, true);
}

export type ProductsKey = keyof ProductsMessages;

/** `useTranslation('products')` with keys checked against the zh_CN resources above. */
export function useProductsT() {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(PRODUCTS_NS as unknown as 'translation');
  return t as unknown as (key: ProductsKey, options?: Record<string, unknown>) => string;
}

import { AppstoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntdRest } from '../../lib/antdSheets';

// The products-and-services drawer (shell/products) is a chunk of its own, loaded on first open.
const ProductsDrawer = lazy(() =>
  withAntdRest(import('../products/ProductsDrawer')).then((m) => ({ default: m.ProductsDrawer })),
);

/** The header's 产品与服务 button (spec 000 §2 products-and-services drawer). */
export function ProductsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<AppstoreOutlined />}
        title={t('header.products')}
        aria-label={t('header.products')}
        data-testid="products-button"
        style={{ color: 'inherit' }}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <ProductsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

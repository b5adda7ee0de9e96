import { CloudDownloadOutlined } from '@ant-design/icons';
import { EXPORT_UI_MESSAGES as M } from '@awards/shared/exports';
import { translateShared } from '@awards/web-common/i18n';
import { Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntdRest } from '../../lib/antdSheets';
import { onOpenMyExports } from '../../lib/exportProgress';

// The list is a chunk of its own, loaded on first open.
const MyExportsDrawer = lazy(() =>
  withAntdRest(import('../../components/Export/MyExportsDrawer')).then((m) => ({
    default: m.MyExportsDrawer,
  })),
);

/** The header's 我的导出 button (issue 14 §5): a user's background exports, reachable from any page. */
export function MyExportsButton() {
  useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  // An export's notification links here.
  useEffect(() => onOpenMyExports(show), [show]);
  const label = translateShared(M.myExports);
  return (
    <>
      <Button
        type="text"
        icon={<CloudDownloadOutlined />}
        title={label}
        aria-label={label}
        data-testid="my-exports-button"
        style={{ color: 'inherit' }}
        onClick={show}
      />
      {loaded && (
        <Suspense fallback={null}>
          <MyExportsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

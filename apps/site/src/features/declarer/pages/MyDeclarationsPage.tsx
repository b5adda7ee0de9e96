import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { inAppFrame, useAfterMount } from '../../../components/antdFrame';
import { PageFallback } from '../../../components/PageFallback';
import { usePageTitle } from '../../../components/usePageTitle';
import { useDeclarerText } from '../i18n';
import styles from './MyDeclarationsPage.module.css';

/**
 * The list (antd's cards) in antd's frame: it loads with antd's stylesheet while the heading is
 * already on screen (issue 15: the form's first paint waited for the whole chain, frame,
 * stylesheet, page and editor, bench/site-form-cpu.mjs).
 */
const DeclarationsBody = inAppFrame(() =>
  import('../components/DeclarationsBody').then((m) => m.DeclarationsBody),
);
/**
 * The editor: its first screen is plain (no antd, a chunk of its own with the shared schema),
 * the rest comes in antd's frame when wanted (components/DeclarationEditor.tsx).
 */
const DeclarationEditor = lazy(() =>
  import('../components/DeclarationEditor').then((m) => ({ default: m.DeclarationEditor })),
);

/**
 * A declaring unit's declarations (the declarer API, /rest/declarer/*): where a declarer lands
 * after signing in. The list with each status; `?declaration=new|<id>` opens one in the editor,
 * so a reload or a shared link shows the same declaration. The page itself is plain (a route
 * outside antd's frame, app/accountPages.ts `plain`): its heading paints without antd.
 */
export function MyDeclarationsPage() {
  const t = useDeclarerText();
  const [params, setParams] = useSearchParams();
  const open = params.get('declaration');
  const [editable, setEditable] = useState(true);
  // Whether the editor's antd part was wanted on this visit (DeclarationEditor).
  const [restWanted, setRestWanted] = useState(false);
  const wantRest = useCallback(() => setRestWanted(true), []);
  const mounted = useAfterMount();
  // The heading (and the tab) name what the form does: a new draft, editing one, reading one.
  const title = usePageTitle(
    open === null ? undefined : open === 'new' ? t('newTitle') : editable ? t('editTitle') : t('viewTitle'),
  );

  const go = useCallback(
    (value: string | null, replace = false) =>
      setParams(value === null ? {} : { declaration: value }, { replace }),
    [setParams],
  );

  return (
    <div className={styles.page} data-testid="my-declarations">
      <div className={styles.head}>
        <h1 className={styles.heading} data-testid="my-declarations-heading">
          {title}
        </h1>
        {open === null && (
          <button
            type="button"
            className={styles.create}
            onClick={() => go('new')}
            data-testid="declaration-create"
          >
            {t('create')}
          </button>
        )}
      </div>
      {/* After the heading is on screen (see inAppFrame). The editor's room is kept while it
          loads: the footer stays below the first screen, nothing moves when the form comes. */}
      <div className={open === null ? undefined : styles.formRoom}>
        <Suspense fallback={<PageFallback />}>
          {!mounted ? (
            <PageFallback />
          ) : open === null ? (
            <DeclarationsBody go={go} />
          ) : (
            <DeclarationEditor
              key={open === 'new' ? 'new' : 'existing'}
              declarationId={open === 'new' ? null : Number(open)}
              onCreated={(id) => go(String(id), true)}
              onLeave={() => go(null)}
              onEditable={setEditable}
              restWanted={restWanted}
              onRestWanted={wantRest}
            />
          )}
        </Suspense>
      </div>
    </div>
  );
}

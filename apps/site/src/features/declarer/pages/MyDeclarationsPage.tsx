import { DECLARATION_STATUS_NAMES, type DeclarationView } from '@awards/shared/declarations';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { App, Button, Card, Empty, Flex, List, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { declarerApi } from '../api/declarations';
import { DeclarationEditor } from '../components/DeclarationEditor';
import { useDeclarerText } from '../i18n';

const EDITABLE = new Set(['draft', 'returned']);
/** Statuses whose result may be published: the review summary is offered (the server decides). */
const RESULTED = new Set(['publicity', 'awarded', 'revoked', 'not_awarded']);

/**
 * A declaring unit's declarations (the declarer API, /rest/declarer/*): where a declarer lands
 * after signing in. The list with each status; `?declaration=new|<id>` opens one in the editor,
 * so a reload or a shared link shows the same declaration.
 */
export function MyDeclarationsPage() {
  const t = useDeclarerText();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const open = params.get('declaration');
  const [editable, setEditable] = useState(true);
  // The heading (and the tab) name what the form does: a new draft, editing one, reading one.
  const title = usePageTitle(
    open === null ? undefined : open === 'new' ? t('newTitle') : editable ? t('editTitle') : t('viewTitle'),
  );
  const [rows, setRows] = useState<DeclarationView[] | null>(null);

  useEffect(() => {
    if (open === null)
      void declarerApi.page().then(
        (page) => setRows(page.result),
        () => setRows([]),
      );
  }, [open]);

  const go = (value: string | null, replace = false) =>
    setParams(value === null ? {} : { declaration: value }, { replace });

  return (
    <App component={false}>
      <Flex vertical gap={12} data-testid="my-declarations">
        <Flex justify="space-between" align="center">
          <h1 style={{ margin: 0, fontSize: 20 }} data-testid="my-declarations-heading">
            {title}
          </h1>
          {open === null && (
            <Button type="primary" onClick={() => go('new')} data-testid="declaration-create">
              {t('create')}
            </Button>
          )}
        </Flex>
        {open !== null ? (
          <DeclarationEditor
            key={open === 'new' ? 'new' : 'existing'}
            declarationId={open === 'new' ? null : Number(open)}
            onCreated={(id) => go(String(id), true)}
            onLeave={() => go(null)}
            onEditable={setEditable}
          />
        ) : (
          <List
            loading={rows === null}
            dataSource={rows ?? []}
            locale={{ emptyText: <Empty description={t('empty')} /> }}
            renderItem={(row) => (
              <Card
                size="small"
                style={{ marginBottom: 8 }}
                data-testid={`declaration-${row.declarationId}`}
                title={row.projectName}
                extra={
                  <Tag color={EDITABLE.has(row.status) ? 'blue' : 'default'}>
                    {translateShared(DECLARATION_STATUS_NAMES[row.status])}
                  </Tag>
                }
              >
                <p style={{ margin: 0 }}>
                  {row.editionName} · {row.awardName}
                  {row.gradeName ? ` · ${row.gradeName}` : ''}
                </p>
                {row.submittedAt && (
                  <p style={{ margin: 0, color: 'rgba(0,0,0,0.65)' }}>
                    {t('submittedAt')} {formatDateTime(row.submittedAt)}
                  </p>
                )}
                <Button
                  type="link"
                  style={{ paddingInline: 0 }}
                  onClick={() => go(String(row.declarationId))}
                >
                  {EDITABLE.has(row.status) ? t('edit') : t('view')}
                </Button>
                {RESULTED.has(row.status) && (
                  <Button
                    type="link"
                    data-testid={`declaration-summary-${row.declarationId}`}
                    onClick={() => void navigate(`/my/declarations/${row.declarationId}/summary`)}
                  >
                    {t('reviewSummary')}
                  </Button>
                )}
              </Card>
            )}
          />
        )}
      </Flex>
    </App>
  );
}

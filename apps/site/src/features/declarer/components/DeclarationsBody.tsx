import { DECLARATION_STATUS_NAMES, type DeclarationView } from '@awards/shared/declarations';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { App, Button, Card, Empty, List, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { declarerApi } from '../api/declarations';
import { useDeclarerText } from '../i18n';

const EDITABLE = new Set(['draft', 'returned']);
/** Statuses whose result may be published: the review summary is offered (the server decides). */
const RESULTED = new Set(['publicity', 'awarded', 'revoked', 'not_awarded']);

export interface DeclarationsBodyProps {
  go: (value: string | null, replace?: boolean) => void;
}

/**
 * The antd part of 我的申报's list (pages/MyDeclarationsPage.tsx paints the heading without antd
 * and renders this in antd's frame): the declarations with each status. The editor is
 * DeclarationEditor (plain first screen).
 */
export function DeclarationsBody({ go }: DeclarationsBodyProps) {
  const t = useDeclarerText();
  const navigate = useNavigate();
  const [rows, setRows] = useState<DeclarationView[] | null>(null);

  useEffect(() => {
    void declarerApi.page().then(
      (page) => setRows(page.result),
      () => setRows([]),
    );
  }, []);

  return (
    <App component={false}>
      <List
        loading={rows === null}
        dataSource={rows ?? []}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        // Each card in its list item (List.Item is the <li>): a list holds items only (axe).
        renderItem={(row) => (
          <List.Item style={{ display: 'block', padding: 0, borderBlockEnd: 'none' }}>
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
              <Button type="link" style={{ paddingInline: 0 }} onClick={() => go(String(row.declarationId))}>
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
          </List.Item>
        )}
      />
    </App>
  );
}

import { App, Button, Flex, Popconfirm, Spin, Tag, Typography } from 'antd';
import { oauthAuthorizeUrl } from '../../../lib/signOn';
import { useOAuthOption, useThirdBinding, useUnbind } from '../api/bindings';
import { useAccountT } from '../i18n';

/**
 * 账号绑定 (spec 000 §2, account pages): the account's binding to the configured OAuth
 * provider. Binding leaves for the provider with a one-time state and comes back through
 * the portal's OAuth page, which binds and returns here; unbinding asks first.
 */
export function BindingsPanel() {
  const t = useAccountT();
  const { message } = App.useApp();
  const binding = useThirdBinding();
  const oauth = useOAuthOption();
  const unbind = useUnbind();

  if (binding.isPending) return <Spin />;
  const view = binding.data;
  if (!view?.provider) {
    return (
      <Typography.Text type="secondary" data-testid="bindings-none">
        {t('bindings.none')}
      </Typography.Text>
    );
  }
  const name = view.provider.name ?? t('bindings.provider');
  return (
    <Flex justify="space-between" align="center" wrap gap={8} data-testid="bindings-row">
      <div>
        <Typography.Text strong>{name}</Typography.Text>{' '}
        {view.bound ? <Tag color="success">{t('bindings.bound')}</Tag> : <Tag>{t('bindings.unbound')}</Tag>}
        <br />
        <Typography.Text type="secondary">
          {view.bound ? t('bindings.boundHint', { id: view.thirdId }) : t('bindings.unboundHint', { name })}
        </Typography.Text>
      </div>
      {view.bound ? (
        <Popconfirm
          title={t('bindings.unbindConfirm', { name })}
          okText={t('bindings.unbind')}
          okButtonProps={{ danger: true, ...({ 'data-testid': 'bindings-unbind-ok' } as object) }}
          onConfirm={() =>
            unbind.mutateAsync().then(() => {
              message.success(t('bindings.unbound'));
            })
          }
        >
          <Button danger loading={unbind.isPending} data-testid="bindings-unbind">
            {t('bindings.unbind')}
          </Button>
        </Popconfirm>
      ) : (
        <Button
          type="primary"
          disabled={!oauth.data}
          data-testid="bindings-bind"
          onClick={() => oauth.data && window.location.assign(oauthAuthorizeUrl(oauth.data, 'bind'))}
        >
          {t('bindings.bind')}
        </Button>
      )}
    </Flex>
  );
}

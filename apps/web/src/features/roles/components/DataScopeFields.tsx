import { DATA_SCOPES } from '@awards/shared/roles';
import { Form, Radio } from 'antd';
import { useRolesT } from '../i18n';
import { OrganScopeTree } from './OrganScopeTree';

/** The data scope (1 all … 5 custom) and, for the custom one, the organisations it covers. */
export function DataScopeFields() {
  const { t } = useRolesT();
  return (
    <>
      <Form.Item name="dataScope" label={t('form.dataScope')} required>
        <Radio.Group
          data-testid="scope-radio"
          options={DATA_SCOPES.map((scope) => ({ value: scope, label: t(`dataScope.s${scope}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['dataScope']}>
        {({ getFieldValue }) =>
          getFieldValue('dataScope') === 5 && (
            <Form.Item name="organIds" label={t('form.organIds')} extra={t('form.organIdsHint')}>
              <OrganScopeTree />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}

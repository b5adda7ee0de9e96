import { userAddSchema } from '@awards/shared/users';
import { remoteRule } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { DictRadio } from '../../../components/DictSelect/DictGroups';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { usePermission } from '../../../components/RowActions/Permission';
import { roleChoices, useRoleOptions } from '../api/options';
import { checkEmail, checkLoginName, checkPhone, checkWorkNo } from '../api/userChecks';
import { useUsersT } from '../i18n';
import { OrganTreeSelect } from './OrganTreeSelect';

const FIELDS = userAddSchema.shape;
const FULL = { width: '100%' };
/** The server checks run once typing pauses, and only on a value the format rule accepts. */
const CHECKED = { validateFirst: true, validateDebounce: 400 } as const;

/** The fields of the add/edit form (spec 000 §3 / 001 §3 "User info"); `userId` is the user edited. */
export function UserFormFields({ userId }: { userId?: number }) {
  const { t, tr } = useUsersT();
  const canFreeze = usePermission('USER_FREEZE');
  const roles = useRoleOptions();
  const localised = useLocalised();
  const rules = (
    name: keyof typeof FIELDS,
    check?: (value: string, userId?: number) => Promise<unknown>,
  ) => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr), ...(check ? [remoteRule((v) => check(v, userId), tr)] : [])],
  });
  const text = (name: 'nickname' | 'post', max: number) => (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={t(`form.${name}`)} {...rules(name)}>
        <Input maxLength={max} />
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="userNo" label={t('form.userNo')} tooltip={t('form.userNoHint')}>
          <Input disabled data-testid="user-no" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="loginName"
          label={t('form.loginName')}
          {...CHECKED}
          {...rules('loginName', checkLoginName)}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="realname" label={t('form.realname')} {...rules('realname')}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      {text('nickname', 50)}
      {userId === undefined && (
        <Col xs={24} sm={12}>
          <Form.Item name="password" label={t('form.password')} {...rules('password')}>
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} sm={12}>
        <Form.Item name="phone" label={t('form.phone')} {...CHECKED} {...rules('phone', checkPhone)}>
          <Input maxLength={11} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="email" label={t('form.email')} {...CHECKED} {...rules('email', checkEmail)}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="orgId" label={t('form.orgId')}>
          <OrganTreeSelect placeholder={t('form.choose')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="roleIds" label={t('form.roleIds')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('form.choose')}
            loading={roles.isFetching}
            optionFilterProp="label"
            options={roleChoices(roles.data, t('form.roleNotGrantable'), (role) =>
              localised(role.roleName, role.roleNameI18n),
            )}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="userType" label={t('form.userType')}>
          <DictSelect categoryCode="user_type" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="sex" label={t('form.sex')}>
          <DictRadio categoryCode="sex" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="status"
          label={t('form.status')}
          tooltip={canFreeze ? undefined : t('form.statusHint')}
        >
          <DictRadio categoryCode="user_status" disabled={!canFreeze} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="workNo" label={t('form.workNo')} {...CHECKED} {...rules('workNo', checkWorkNo)}>
          <Input maxLength={32} />
        </Form.Item>
      </Col>
      {text('post', 50)}
      <Col xs={24} sm={12}>
        <Form.Item name="birthday" label={t('form.birthday')}>
          <DatePicker style={FULL} placeholder={t('form.choose')} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remarks" label={t('form.remarks')} {...rules('remarks')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}

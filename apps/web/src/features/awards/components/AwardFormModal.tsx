import { AWARD_CATEGORIES, type AwardCategory, type AwardView, awardAddSchema } from '@awards/shared/awards';
import { zodRule } from '@awards/web-common/zodRule';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useSaveAward } from '../api/awardActions';
import { type AwardFormValues, awardValues, NEW_AWARD, toAwardAdd, toAwardUpdate } from '../awardForm';
import { useAwardsT } from '../i18n';

const FIELDS = awardAddSchema.shape;
const CATEGORIES = Object.keys(AWARD_CATEGORIES) as AwardCategory[];

/** Add or edit an award's own fields; a taken code comes back on its field. */
export function AwardFormModal({ award, onClose }: { award: AwardView | null; onClose: () => void }) {
  const { t, tr } = useAwardsT();
  const [form] = Form.useForm<AwardFormValues>();
  const save = useSaveAward();
  return (
    <EntityFormModal
      form={form}
      name="award"
      title={t(award ? 'form.editTitle' : 'form.addTitle')}
      saved={t(award ? 'done.edited' : 'done.added')}
      width={640}
      initialValues={award ? awardValues(award) : NEW_AWARD}
      onSave={(values) =>
        save.mutateAsync(
          award
            ? { kind: 'update', values: toAwardUpdate(award.awardId, values) }
            : { kind: 'add', values: toAwardAdd(values) },
        )
      }
      translate={tr}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="awardCode"
            label={t('form.awardCode')}
            tooltip={t('form.awardCodeHint')}
            required
            rules={[zodRule(FIELDS.awardCode, tr)]}
          >
            <Input maxLength={32} placeholder="STP" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="awardName"
            label={t('form.awardName')}
            required
            rules={[zodRule(FIELDS.awardName, tr)]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="category"
            label={t('form.category')}
            required
            rules={[zodRule(FIELDS.category, tr)]}
          >
            <Select
              placeholder={t('form.choose')}
              data-testid="award-category"
              options={CATEGORIES.map((code) => ({ value: code, label: t(`category.${code}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="sortNumber" label={t('form.sortNumber')}>
            <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="enabled" label={t('form.status')} valuePropName="checked">
            <Switch checkedChildren={t('status.enabled')} unCheckedChildren={t('status.disabled')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="description"
            label={t('form.description')}
            rules={[zodRule(FIELDS.description, tr)]}
          >
            <Input.TextArea maxLength={2000} rows={3} />
          </Form.Item>
        </Col>
      </Row>
    </EntityFormModal>
  );
}

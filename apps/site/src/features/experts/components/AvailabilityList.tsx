import { EDITION_STATUS_NAMES, type EditionStatus } from '@awards/shared/editions';
import {
  EXPERT_AVAILABILITY_NAMES,
  EXPERT_MESSAGES,
  type ExpertAvailability,
  type MyEditionView,
} from '@awards/shared/experts';
import { formatDateTime } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';
import { App, Button, Form, Input, Radio } from 'antd';
import styles from '../../../components/content.module.css';
import { useTexts } from '../../../lib/texts';
import { useSetAvailability } from '../api';
import { T } from '../texts';

/** Each open edition of the expert's pools: available or not (with the reason), saved per edition. */
export function AvailabilityList({ editions }: { editions: MyEditionView[] }) {
  const texts = useTexts();
  if (!editions.length) return <p className={styles.meta}>{texts(T.noEditions)}</p>;
  return (
    <ul className={styles.list}>
      {editions.map((edition) => (
        <EditionAvailability key={edition.editionId} edition={edition} />
      ))}
    </ul>
  );
}

interface Values {
  availability?: ExpertAvailability;
  reason?: string;
}

function EditionAvailability({ edition }: { edition: MyEditionView }) {
  const texts = useTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const set = useSetAvailability();
  const choice = Form.useWatch('availability', form);
  const window =
    edition.reviewStart || edition.reviewEnd
      ? `${formatDateTime(edition.reviewStart, 'YYYY-MM-DD')} ~ ${formatDateTime(edition.reviewEnd, 'YYYY-MM-DD')}`
      : '—';
  const save = (values: Values) =>
    set
      .mutateAsync({
        editionId: edition.editionId,
        availability: values.availability as ExpertAvailability,
        reason: values.reason,
      })
      .then(
        () => void message.success(texts(T.availabilitySaved)),
        (error) => reportError(error, message.error, translateShared),
      );
  return (
    <li className={styles.card} data-testid="expert-edition">
      <h3 className={styles.cardTitle}>{edition.editionName}</h3>
      <dl className={styles.definitions}>
        <dt>{texts(T.editionStatus)}</dt>
        <dd>{translateShared(EDITION_STATUS_NAMES[edition.status as EditionStatus] ?? edition.status)}</dd>
        <dt>{texts(T.reviewWindow)}</dt>
        <dd>{window}</dd>
      </dl>
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 12 }}
        initialValues={{
          availability: edition.availability ?? undefined,
          reason: edition.unavailableReason ?? '',
        }}
        onFinish={save}
      >
        <Form.Item
          name="availability"
          extra={edition.availability ? undefined : texts(T.notSaid)}
          rules={[{ required: true, message: translateShared(EXPERT_MESSAGES.availabilityRequired) }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={(['available', 'unavailable'] as const).map((value) => ({
              value,
              label: translateShared(EXPERT_AVAILABILITY_NAMES[value]),
            }))}
          />
        </Form.Item>
        {choice === 'unavailable' && (
          <Form.Item
            name="reason"
            label={texts(T.reason)}
            extra={texts(T.unavailableNote)}
            rules={[
              {
                required: true,
                whitespace: true,
                message: translateShared(EXPERT_MESSAGES.unavailableReasonRequired),
              },
            ]}
          >
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        )}
        <Button htmlType="submit" type="primary" loading={set.isPending} disabled={!choice}>
          {texts(T.saveAvailability)}
        </Button>
      </Form>
    </li>
  );
}

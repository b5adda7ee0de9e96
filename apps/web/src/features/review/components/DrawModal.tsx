import { type AssignPreview, assignPreviewSchema, type RunView } from '@awards/shared/review';
import { zodRule } from '@awards/web-common/zodRule';
import { Form, type FormRule, InputNumber } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { usePreview } from '../api/groups';
import { useReviewT } from '../i18n';

const FIELDS = assignPreviewSchema.shape;
/** docs/domain.md "Drawn": the default cap when none is chosen. */
export const DEFAULT_PAIR_CAP = 0.5;

/** The seed may be left empty (the server draws one); a value given is the schema's to judge. */
const seedRule = (tr: (m: string) => string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = FIELDS.seed.safeParse(value ?? undefined);
    if (!result.success) throw new Error(tr(result.error.issues[0]?.message ?? ''));
  },
});

interface Values {
  pairCap: number;
  seed?: number | null;
}

/** The drawn run's request: the cap always, the seed only when given (else the server draws one). */
export const toDrawRequest = (groupId: number, v: Values): AssignPreview => ({
  groupId,
  mode: 'drawn',
  topUp: false,
  pairCap: v.pairCap,
  ...(v.seed === null || v.seed === undefined ? {} : { seed: v.seed }),
});

/**
 * 随机抽取 (docs/domain.md "Drawn"): asks for the pair probability cap q (0.01..1, two decimals,
 * 0.5 by default) and an optional seed, then proposes the drawn run; nothing is assigned until
 * it is applied from the preview.
 */
export function DrawModal({
  groupId,
  groupName,
  onDrawn,
  onClose,
}: {
  groupId: number;
  groupName: string;
  onDrawn: (run: RunView) => void;
  onClose: () => void;
}) {
  const { t, tr } = useReviewT();
  const [form] = Form.useForm<Values>();
  const preview = usePreview();
  return (
    <EntityFormModal<Values>
      form={form}
      name="draw"
      title={t('drawForm.title', { name: groupName })}
      saved={t('drawForm.done')}
      okText={t('drawForm.submit')}
      initialValues={{ pairCap: DEFAULT_PAIR_CAP }}
      onSave={(v) => preview.mutateAsync(toDrawRequest(groupId, v)).then(onDrawn)}
      translate={tr}
      onClose={onClose}
    >
      <Form.Item
        name="pairCap"
        label={t('drawForm.pairCap')}
        extra={t('drawForm.pairCapHint')}
        required
        // An empty cap is not a number: the schema's message says what is wanted.
        rules={[zodRule(FIELDS.pairCap, tr)]}
      >
        <InputNumber step={0.05} style={{ width: '100%' }} data-testid="draw-pairCap" />
      </Form.Item>
      <Form.Item name="seed" label={t('drawForm.seed')} extra={t('drawForm.seedHint')} rules={[seedRule(tr)]}>
        <InputNumber precision={0} style={{ width: '100%' }} data-testid="draw-seed" />
      </Form.Item>
    </EntityFormModal>
  );
}

import {
  NORMALISATION_NAMES,
  NORMALISATIONS,
  REVIEW_MESSAGES,
  type ReviewSettingsSave,
  type ReviewSettingsView,
  reviewSettingsFields,
  reviewSettingsSaveSchema,
} from '@awards/shared/review';
import { fromPicker, toPicker } from '@awards/web-common/clock';
import { zodRule } from '@awards/web-common/zodRule';
import type { FormRule } from 'antd';
import { Alert, Col, DatePicker, Form, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useEditionAwards, useReviewSettings, useSaveSettings } from '../api/groups';
import { useReviewT } from '../i18n';

const FIELDS = reviewSettingsFields.shape;

export interface SettingsFormValues {
  expertsPerDeclaration: number;
  /** Per award id: k, or empty for the edition's. */
  awardOverrides: Record<string, number | null | undefined>;
  minLoad: number;
  maxLoad: number;
  scoreScale: number;
  normalisation: ReviewSettingsView['normalisation'];
  rangeThreshold: number;
  sdThreshold: number;
  window: [Dayjs | null, Dayjs | null] | null;
  blind: boolean;
  alternatesPerDeclaration: number;
  reminderDaysBefore: number;
}

export const settingsValues = (s: ReviewSettingsView): SettingsFormValues => ({
  expertsPerDeclaration: s.expertsPerDeclaration,
  awardOverrides: { ...s.awardOverrides },
  minLoad: s.minLoad,
  maxLoad: s.maxLoad,
  scoreScale: s.scoreScale,
  normalisation: s.normalisation,
  rangeThreshold: s.rangeThreshold,
  sdThreshold: s.sdThreshold,
  window:
    s.reviewStart || s.reviewEnd ? [toPicker(s.reviewStart) ?? null, toPicker(s.reviewEnd) ?? null] : null,
  blind: s.blind,
  alternatesPerDeclaration: s.alternatesPerDeclaration,
  reminderDaysBefore: s.reminderDaysBefore,
});

/**
 * The request. Overrides start from the stored ones, and the awards the form shows replace theirs
 * (emptied: dropped, the edition's k applies), so that an override the form could not show (the
 * edition's awards unreadable) is kept, not wiped. The window as ISO instants.
 */
export const toSettingsSave = (
  editionId: number,
  v: SettingsFormValues,
  stored: ReviewSettingsView,
): ReviewSettingsSave => {
  const { window, awardOverrides, normalisation, ...rest } = v;
  const overrides: Record<string, number> = { ...stored.awardOverrides };
  for (const [awardId, k] of Object.entries(awardOverrides ?? {})) {
    if (k === null || k === undefined) delete overrides[awardId];
    else overrides[awardId] = k;
  }
  return {
    editionId,
    ...rest,
    awardOverrides: overrides,
    // Once locked the server refuses any other method: the unchanged one is simply not sent.
    ...(stored.normalisationLocked ? {} : { normalisation }),
    reviewStart: fromPicker(window?.[0]) ?? null,
    reviewEnd: fromPicker(window?.[1]) ?? null,
  };
};

/** The form's field of a server (or schema) path: both ends of the window are one range. */
export const settingsField = (name: string): string =>
  name === 'reviewStart' || name === 'reviewEnd' ? 'window' : name;

/**
 * 评审设置 (docs/domain.md "Settings"): k with the per-award overrides, loads, scale, the
 * normalisation (locked once a review is submitted, with the reason), thresholds, window,
 * blind, alternates and the reminder. Saved by REVIEW_ASSIGN, as the server declares.
 */
export function SettingsModal({ editionId, onClose }: { editionId: number; onClose: () => void }) {
  const { t, tr } = useReviewT();
  const [form] = Form.useForm<SettingsFormValues>();
  const settings = useReviewSettings(editionId);
  const awards = useEditionAwards(editionId);
  const save = useSaveSettings();
  const locked = settings.data?.normalisationLocked ?? false;
  const initial = useMemo(() => (settings.data ? settingsValues(settings.data) : null), [settings.data]);

  const overrideRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      const result = FIELDS.expertsPerDeclaration.safeParse(value);
      if (!result.success) throw new Error(tr(result.error.issues[0]?.message ?? ''));
    },
  };

  const onSave = (values: SettingsFormValues) => {
    // Nothing to save before the stored settings are read (the fields are not there yet).
    if (!settings.data) return null;
    const request = toSettingsSave(editionId, values, settings.data);
    // The checks across fields (min ≤ max, the window's order) are the shared schema's, as the server's.
    const parsed = reviewSettingsSaveSchema.safeParse(request);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: (issue.path.length > 1
            ? issue.path.map(String)
            : settingsField(String(issue.path[0]))) as never,
          errors: [tr(issue.message)],
        })),
      );
      return null;
    }
    return save.mutateAsync(request);
  };

  return (
    <EntityFormModal<SettingsFormValues>
      form={form}
      name="reviewSettings"
      title={t('settings.title')}
      saved={t('settings.saved')}
      width={760}
      onSave={onSave}
      translate={tr}
      serverName={settingsField}
      onClose={onClose}
    >
      {settings.isLoading || !settings.data ? (
        settings.isError ? (
          <Alert type="error" showIcon message={t('settings.loadFailed')} />
        ) : (
          <Skeleton active />
        )
      ) : (
        <SettingsFields
          initial={initial as SettingsFormValues}
          form={form}
          locked={locked}
          awards={awards.data ?? []}
          overrideRule={overrideRule}
        />
      )}
    </EntityFormModal>
  );
}

function SettingsFields({
  initial,
  form,
  locked,
  awards,
  overrideRule,
}: {
  initial: SettingsFormValues;
  form: ReturnType<typeof Form.useForm<SettingsFormValues>>[0];
  locked: boolean;
  awards: { awardId: number; awardName: string }[];
  overrideRule: FormRule;
}) {
  const { t, tr } = useReviewT();
  // The values arrive after the dialog opened: set once the fields are there.
  useEffect(() => form.setFieldsValue(initial), [form, initial]);
  // No min/max on the inputs: they would clamp silently; the shared schema says what is allowed.
  const num = (name: keyof typeof FIELDS, label: string, props: { precision?: number } = {}) => (
    <Col xs={24} sm={8} key={name}>
      <Form.Item name={name} label={label} required rules={[zodRule(FIELDS[name], tr)]}>
        <InputNumber {...props} style={{ width: '100%' }} data-testid={`settings-${name}`} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {num('expertsPerDeclaration', t('settings.k'), { precision: 0 })}
      {num('minLoad', t('settings.minLoad'), { precision: 0 })}
      {num('maxLoad', t('settings.maxLoad'), { precision: 0 })}
      {awards.length > 0 && (
        <Col span={24}>
          <Typography.Text strong>{t('settings.overrides')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('settings.overridesHint')}
          </Typography.Paragraph>
          <Row gutter={16} data-testid="settings-overrides">
            {awards.map((a) => (
              <Col xs={24} sm={12} key={a.awardId}>
                <Form.Item
                  name={['awardOverrides', String(a.awardId)]}
                  label={a.awardName}
                  rules={[overrideRule]}
                >
                  <InputNumber
                    precision={0}
                    placeholder={t('settings.overrideEmpty')}
                    style={{ width: '100%' }}
                    data-testid={`settings-override-${a.awardId}`}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Col>
      )}
      {num('scoreScale', t('settings.scale'), { precision: 0 })}
      <Col xs={24} sm={16}>
        <Form.Item
          name="normalisation"
          label={t('settings.normalisation')}
          required
          rules={[zodRule(FIELDS.normalisation, tr)]}
          extra={
            locked ? (
              <span data-testid="settings-locked">{tr(REVIEW_MESSAGES.normalisationLocked)}</span>
            ) : undefined
          }
        >
          <Select
            disabled={locked}
            data-testid="settings-normalisation"
            options={NORMALISATIONS.map((n) => ({ value: n, label: tr(NORMALISATION_NAMES[n]) }))}
          />
        </Form.Item>
      </Col>
      {num('rangeThreshold', t('settings.range'))}
      {num('sdThreshold', t('settings.sd'))}
      {num('alternatesPerDeclaration', t('settings.alternates'), { precision: 0 })}
      <Col xs={24} sm={16}>
        <Form.Item name="window" label={t('settings.window')}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            placeholder={[t('settings.start'), t('settings.end')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      {num('reminderDaysBefore', t('settings.reminder'), { precision: 0 })}
      <Col xs={24} sm={8}>
        <Form.Item
          name="blind"
          label={t('settings.blind')}
          valuePropName="checked"
          extra={t('settings.blindHint')}
        >
          <Switch data-testid="settings-blind" />
        </Form.Item>
      </Col>
    </Row>
  );
}

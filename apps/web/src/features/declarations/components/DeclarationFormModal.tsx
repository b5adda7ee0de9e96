import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ATTACHMENT_TYPES,
  type AttachmentType,
  type DeclarationDetail,
  declarationAddSchema,
  MAX_ATTACHMENTS,
} from '@awards/shared/declarations';
import type { RecommendUnitOption } from '@awards/shared/recommender';
import { zodRule } from '@awards/web-common/zodRule';
import { Button, Col, Form, Input, Row, Select, Space, TreeSelect, Typography } from 'antd';
import { AttachmentUpload } from '../../../components/AttachmentUpload';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { useDeclarationT } from '../../../components/declaration/i18n';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { RegionCascader } from '../../../components/RegionCascader/RegionCascader';
import { useSaveDeclaration } from '../api/declarationActions';
import {
  unitNodes,
  useEditionAwards,
  useEditionOptions,
  useRecommendUnits,
  useUnitOptions,
} from '../api/declarationPage';
import { useDeclarationsT } from '../i18n';

const FIELDS = declarationAddSchema.shape;
/** One attachment in the form: the stored file, its name for the list, and its type label. */
interface FormAttachment {
  fileId: string;
  fileName: string;
  attachmentType: AttachmentType;
}

/**
 * The recommending units to pick from; a declaration naming one that has since been removed
 * keeps it as its first choice, so opening the form does not blank it.
 */
function recommendOptions(units: RecommendUnitOption[], declaration: DeclarationDetail | null) {
  const named = declaration?.recommendUnitId;
  const options = units.map((u) => ({ value: u.organId, label: u.organName }));
  return named && !units.some((u) => u.organId === named)
    ? [{ value: named, label: declaration.recommendUnit ?? String(named) }, ...options]
    : options;
}

/** A new upload's type until the user picks one. */
const NEW_ATTACHMENT_TYPE: AttachmentType = 'other';

interface Values {
  editionId?: number;
  awardId?: number;
  unitId?: number;
  gradeLevel?: number | null;
  projectName: string;
  recommendUnitId?: number | null;
  discipline?: string | null;
  region?: string[];
  summary?: string | null;
  completers: { name: string; unit?: string | null; contribution?: string | null }[];
  attachments: FormAttachment[];
}

/** The region cascader holds the path; the declaration keeps the deepest code (6 digits). */
const regionPath = (code: string | null) =>
  code
    ? [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code].filter((c, i, all) => all.indexOf(c) === i)
    : [];

function initialValues(d: DeclarationDetail | null): Partial<Values> {
  if (!d) return { completers: [{ name: '' }], attachments: [] };
  return {
    editionId: d.editionId,
    awardId: d.awardId,
    unitId: d.unitId,
    gradeLevel: d.gradeLevel,
    projectName: d.projectName,
    recommendUnitId: d.recommendUnitId,
    discipline: d.discipline,
    region: regionPath(d.regionCode),
    summary: d.summary,
    completers: [...d.completers].sort((a, b) => a.sortNumber - b.sortNumber),
    attachments: d.attachments.map(({ fileId, fileName, attachmentType }) => ({
      fileId,
      fileName,
      attachmentType,
    })),
  };
}

/**
 * Add a draft on a unit's behalf, or edit a draft or returned declaration. Completers and
 * attachments are ordered and replaced as a whole; a new attachment is uploaded (purpose
 * attachment, by the one saving, as the server requires) and given its type label here.
 */
export function DeclarationFormModal({
  declaration,
  onClose,
}: {
  declaration: DeclarationDetail | null;
  onClose: () => void;
}) {
  const { t, tr } = useDeclarationsT();
  const tShared = useDeclarationT();
  const [form] = Form.useForm<Values>();
  const save = useSaveDeclaration();
  const editions = useEditionOptions();
  const editionId = Form.useWatch('editionId', form) ?? declaration?.editionId;
  const awardId = Form.useWatch('awardId', form);
  const awards = useEditionAwards(editionId);
  const units = useUnitOptions();
  const recommendUnits = useRecommendUnits();
  const grades = awards.data?.find((a) => a.awardId === awardId)?.grades ?? [];

  const onSave = (values: Values) => {
    const content = {
      awardId: values.awardId as number,
      gradeLevel: values.gradeLevel ?? null,
      projectName: values.projectName,
      // The server names the unit from its id (one of the recommending organisations).
      recommendUnitId: values.recommendUnitId ?? null,
      discipline: values.discipline || null,
      regionCode: values.region?.at(-1) ?? null,
      summary: values.summary || null,
      completers: values.completers,
      attachments: (values.attachments ?? []).map(({ fileId, attachmentType }) => ({
        fileId,
        attachmentType,
      })),
    };
    return save.mutateAsync(
      declaration
        ? { kind: 'update', values: { declarationId: declaration.declarationId, ...content } }
        : {
            kind: 'add',
            values: { ...content, editionId: values.editionId as number, unitId: values.unitId as number },
          },
    );
  };

  return (
    <EntityFormModal
      form={form}
      name="declaration"
      title={declaration ? t('form.editTitle') : t('form.addTitle')}
      saved={declaration ? t('done.edited') : t('done.added')}
      width={820}
      initialValues={initialValues(declaration)}
      onSave={onSave}
      translate={tr}
      // The form holds the region's path; the server names the deepest code.
      serverName={(name) => (name === 'regionCode' ? 'region' : name)}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="editionId" label={t('form.edition')} rules={[zodRule(FIELDS.editionId, tr)]}>
            <Select
              disabled={declaration !== null}
              loading={editions.isFetching}
              options={(editions.data ?? []).map((e) => ({ value: e.editionId, label: e.editionName }))}
              onChange={() => form.setFieldsValue({ awardId: undefined, gradeLevel: undefined })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="unitId" label={t('form.unit')} rules={[zodRule(FIELDS.unitId, tr)]}>
            <TreeSelect
              disabled={declaration !== null}
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              loading={units.isFetching}
              treeData={unitNodes(units.data ?? [])}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="awardId" label={t('form.award')} rules={[zodRule(FIELDS.awardId, tr)]}>
            <Select
              loading={awards.isFetching}
              options={(awards.data ?? []).map((a) => ({ value: a.awardId, label: a.awardName }))}
              onChange={() => form.setFieldsValue({ gradeLevel: undefined })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gradeLevel" label={t('form.gradeLevel')}>
            <Select allowClear options={grades.map((g) => ({ value: g.gradeLevel, label: g.gradeName }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="projectName"
            label={t('form.projectName')}
            rules={[zodRule(FIELDS.projectName, tr)]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="recommendUnitId" label={t('form.recommendUnit')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={recommendUnits.isLoading}
              data-testid="declaration-recommend-unit"
              options={recommendOptions(recommendUnits.data ?? [], declaration)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="discipline" label={t('form.discipline')}>
            <DictSelect categoryCode="discipline" allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="region" label={t('form.region')}>
            <RegionCascader allowClear />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="summary" label={t('form.summary')}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>{t('form.completers')}</Typography.Text>
      <Form.List name="completers">
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => (
              <Space key={item.key} align="baseline" wrap data-testid={`completer-${index}`}>
                <span>{index + 1}.</span>
                <Form.Item
                  name={[item.name, 'name']}
                  rules={[zodRule(FIELDS.completers.element.shape.name, tr)]}
                >
                  <Input placeholder={t('form.completerName')} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'unit']}>
                  <Input placeholder={t('form.completerUnit')} style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'contribution']}>
                  <Input placeholder={t('form.contribution')} style={{ width: 260 }} />
                </Form.Item>
                {items.length > 1 && <MinusCircleOutlined onClick={() => remove(item.name)} />}
              </Space>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ name: '' })}>
              {t('form.addCompleter')}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item
        name="attachments"
        label={t('form.attachments')}
        extra={t('form.attachmentsHint', { max: MAX_ATTACHMENTS })}
        rules={[zodRule(FIELDS.attachments, tr)]}
        style={{ marginTop: 16 }}
      >
        <AttachmentUpload<FormAttachment>
          buttonText={t('form.upload')}
          testId="declaration-attachments-upload"
          maxCount={MAX_ATTACHMENTS}
          toValue={(uploaded) => ({
            fileId: uploaded.fileId,
            fileName: uploaded.fileName,
            attachmentType: NEW_ATTACHMENT_TYPE,
          })}
          renderExtra={(file, change) => (
            <Select<AttachmentType>
              size="small"
              style={{ width: 140 }}
              aria-label={t('form.attachmentType')}
              value={file.attachmentType}
              onChange={(attachmentType) => change({ ...file, attachmentType })}
              options={ATTACHMENT_TYPES.map((type) => ({
                value: type,
                label: tShared(`attachmentType.${type}`),
              }))}
              data-testid={`attachment-type-${file.fileId}`}
            />
          )}
          onError={(text) => form.setFields([{ name: 'attachments', errors: text ? [text] : [] }])}
        />
      </Form.Item>
    </EntityFormModal>
  );
}

import type { Translation } from '@awards/shared/localised';
import { SUBJECT_MESSAGES, type SubjectNode, subjectSaveSchema } from '@awards/shared/subjects';
import { useLocalised } from '@awards/web-common/localised';
import { zodRule } from '@awards/web-common/zodRule';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { TranslationFields } from '../../../components/TranslationFields/TranslationFields';
import { useChangeSubjects, useSubjectTree } from '../api/subjects';
import { useSubjectsT } from '../i18n';

const FIELDS = subjectSaveSchema.shape;

interface Values {
  parentId?: number | null;
  code: string;
  name: string;
  nameI18n?: Translation;
  sortNumber?: number;
  remark?: string;
}

type TreeOption = { value: number; title: string; disabled?: boolean; children?: TreeOption[] };

/** The tree as parent choices; the subject edited and its sub-subjects cannot be its parent. */
function parentOptions(
  nodes: SubjectNode[],
  name: (n: SubjectNode) => string,
  except?: number,
): TreeOption[] {
  return nodes
    .filter((n) => n.subjectId !== except)
    .map((n) => ({
      value: n.subjectId,
      title: `${name(n)} (${n.code})`,
      children: n.children ? parentOptions(n.children, name, except) : undefined,
    }));
}

/**
 * Add a subject (under `parentId`, or at the top) or edit one: its parent, name in three
 * languages, order and remark. The code is given once: records store it.
 */
export function SubjectFormModal({
  subject,
  parentId,
  onClose,
  onSaved,
}: {
  subject: SubjectNode | null;
  parentId: number | null;
  onClose: () => void;
  /** Told the parent the subject is now under, to show it open. */
  onSaved?: (parentId: number | null) => void;
}) {
  const { t, tr } = useSubjectsT();
  const localise = useLocalised();
  const [form] = Form.useForm<Values>();
  const change = useChangeSubjects();
  const tree = useSubjectTree();
  const initial: Partial<Values> = subject
    ? {
        parentId: subject.parentId,
        code: subject.code,
        name: subject.name,
        nameI18n: subject.nameI18n,
        sortNumber: subject.sortNumber,
        remark: subject.remark ?? '',
      }
    : { parentId };
  return (
    <EntityFormModal
      form={form}
      name="subject"
      title={t(subject ? 'form.editTitle' : 'form.addTitle')}
      saved={t('done.saved')}
      initialValues={initial}
      onSave={(values) => {
        const input = {
          ...values,
          parentId: values.parentId ?? null,
          nameI18n: { zh_TW: values.nameI18n?.zh_TW ?? '', en_GB: values.nameI18n?.en_GB ?? '' },
        };
        return change
          .mutateAsync(
            subject
              ? { kind: 'edit', values: { ...input, subjectId: subject.subjectId, code: subject.code } }
              : { kind: 'add', values: input },
          )
          .then(() => onSaved?.(input.parentId));
      }}
      translate={tr}
      conflicts={{ [SUBJECT_MESSAGES.codeTaken]: 'code', [SUBJECT_MESSAGES.parentNotFound]: 'parentId' }}
      onClose={onClose}
    >
      <Form.Item name="parentId" label={t('form.parent')} extra={t('form.parentHint')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          loading={tree.isLoading}
          treeData={parentOptions(tree.data ?? [], (n) => localise(n.name, n.nameI18n), subject?.subjectId)}
          data-testid="subject-parent"
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('column.code')}
        extra={subject ? undefined : t('form.codeHint')}
        rules={[zodRule(FIELDS.code, tr)]}
      >
        <Input maxLength={64} disabled={!!subject} data-testid="subject-code" />
      </Form.Item>
      <Form.Item name="name" label={t('column.name')} rules={[zodRule(FIELDS.name, tr)]}>
        <Input maxLength={50} data-testid="subject-name" />
      </Form.Item>
      <TranslationFields name="nameI18n" label={t('column.name')} max={50} />
      <Form.Item name="sortNumber" label={t('column.sortNumber')}>
        <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('column.remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </EntityFormModal>
  );
}

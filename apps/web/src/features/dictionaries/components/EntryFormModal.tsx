import { DICT_MESSAGES, type DictView, dictAddSchema, dictItemAddSchema } from '@awards/shared/dictionaries';
import type { Translation } from '@awards/shared/localised';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { TranslationFields } from '../../../components/TranslationFields/TranslationFields';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useAppOptions } from '../api/appOptions';
import { type EntrySave, useSaveEntry } from '../api/saveEntry';
import { useDictsT } from '../i18n';

interface Values {
  code: string;
  value: string;
  /** The name's zh_TW and en_GB versions (an empty one shows the zh_CN name). */
  valueI18n?: Translation;
  appId?: number | null;
  remarks?: string;
  sortNumber?: number | null;
}

/** What the modal edits: a dictionary, or an item of `parent`; `entry` null adds one. */
export type EntryTarget =
  | { kind: 'dict'; entry: DictView | null }
  | { kind: 'item'; parent: DictView; entry: DictView | null };

/**
 * What the `form` parameter names ('add', 'edit:<dictId>', 'addItem' or 'editItem:<dictId>') in
 * the tree of every dictionary with its items; `selected` is the parent of a new item. Null: none
 * that is there.
 */
export function entryTarget(
  value: string | null,
  tree: DictView[],
  selected: DictView | null,
): EntryTarget | null {
  const [mode, id] = parseFormParam(value);
  if (mode === 'add') return { kind: 'dict', entry: null };
  if (mode === 'addItem') return selected ? { kind: 'item', parent: selected, entry: null } : null;
  const dict = tree.find((d) => d.dictId === id);
  if (mode === 'edit') return dict ? { kind: 'dict', entry: dict } : null;
  const parent = tree.find((d) => d.children?.some((item) => item.dictId === id));
  const item = parent?.children?.find((candidate) => candidate.dictId === id);
  return mode === 'editItem' && parent && item ? { kind: 'item', parent, entry: item } : null;
}

const CONFLICTS = { [DICT_MESSAGES.codeTaken]: 'code', [DICT_MESSAGES.itemCodeTaken]: 'code' };

function request(target: EntryTarget, values: Values): EntrySave {
  const { sortNumber, appId, valueI18n, ...rest } = values;
  // A cleared select is undefined, which an edit would read as "unchanged": null says "shared".
  const fields = {
    ...rest,
    // Every version is sent, an emptied one as '': the server drops it (the zh_CN name shows).
    valueI18n: { zh_TW: valueI18n?.zh_TW ?? '', en_GB: valueI18n?.en_GB ?? '' },
    appId: appId ?? null,
    ...(typeof sortNumber === 'number' ? { sortNumber } : {}),
  };
  if (target.kind === 'dict')
    return target.entry
      ? { kind: 'edit', values: { ...fields, dictId: target.entry.dictId } }
      : { kind: 'add', values: fields };
  return target.entry
    ? { kind: 'itemEdit', values: { ...fields, dictId: target.entry.dictId } }
    : { kind: 'itemAdd', values: { ...fields, parentDictId: target.parent.dictId } };
}

/** Add or edit a dictionary or an item (spec 001 §3 "Dictionary"); built-in entries keep their code. */
export function EntryFormModal({ target, onClose }: { target: EntryTarget; onClose: () => void }) {
  const { t, tr } = useDictsT();
  const [form] = Form.useForm<Values>();
  const save = useSaveEntry();
  const apps = useAppOptions().data ?? [];
  const { entry } = target;
  const isItem = target.kind === 'item';
  const fields = isItem ? dictItemAddSchema.shape : dictAddSchema.shape;
  const rule = (name: 'code' | 'value' | 'remarks' | 'sortNumber') => ({
    required: isRequired(fields[name]),
    rules: [zodRule(fields[name], tr)],
  });
  const titles = isItem
    ? (['form.editItem', 'form.addItem'] as const)
    : (['form.editDict', 'form.addDict'] as const);

  const onSave = (values: Values) => {
    // The items of the dictionary's old and new code are stale in every select.
    const category = isItem ? target.parent.code : values.code;
    const categories = [category, ...(entry && !isItem ? [entry.code] : [])];
    return save.mutateAsync({ save: request(target, values), categories });
  };

  return (
    <EntityFormModal
      form={form}
      name="entry"
      title={t(entry ? titles[0] : titles[1])}
      saved={t(entry ? 'done.edited' : 'done.added')}
      okText={t('form.ok')}
      initialValues={entry ? { ...entry, appId: entry.appId ?? undefined, remarks: entry.remarks ?? '' } : {}}
      onSave={onSave}
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
    >
      {entry?.builtIn && (
        <Alert type="info" showIcon title={t('form.builtInHint')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="code" label={t(isItem ? 'form.itemCode' : 'form.dictCode')} {...rule('code')}>
        <Input maxLength={64} disabled={entry?.builtIn} />
      </Form.Item>
      <Form.Item name="value" label={t(isItem ? 'form.itemValue' : 'form.dictValue')} {...rule('value')}>
        <Input maxLength={100} />
      </Form.Item>
      <TranslationFields name="valueI18n" label={t(isItem ? 'form.itemValue' : 'form.dictValue')} max={100} />
      <Form.Item name="appId" label={t('form.app')}>
        {/* Empty means every app shares the entry; a null option value is not allowed in antd. */}
        <Select
          allowClear
          placeholder={t('form.appShared')}
          options={apps.map((app) => ({ value: app.appId, label: app.appName }))}
        />
      </Form.Item>
      <Form.Item name="sortNumber" label={t('form.sortNumber')} {...rule('sortNumber')}>
        <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remarks" label={t('form.remarks')} {...rule('remarks')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </EntityFormModal>
  );
}

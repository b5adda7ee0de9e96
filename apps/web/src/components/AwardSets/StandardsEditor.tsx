import { type StandardView, standardSetField, WEIGHT_TOTAL, weightSum } from '@awards/shared/awards';
import { Tag } from 'antd';
import { EditableSet } from './EditableSet';
import { useAwardSetsT } from './i18n';

export interface StandardsEditorProps {
  id?: string;
  value: readonly StandardView[];
  editable: boolean;
  onSave: (standards: StandardView[]) => Promise<string | null>;
}

/** The scoring criteria, saved as a set; the weights' total is shown as they are typed. */
export function StandardsEditor({ id = 'standards', value, editable, onSave }: StandardsEditorProps) {
  const { t } = useAwardSetsT();
  return (
    <EditableSet<StandardView>
      id={id}
      value={value}
      editable={editable}
      schema={standardSetField}
      onSave={onSave}
      addLabel={t('standards.add')}
      empty={t('standards.empty')}
      blank={() => ({ standardName: '', description: null, maxScore: 100, weight: 0 })}
      columns={[
        { key: 'standardName', title: t('standards.standardName'), kind: 'text', maxLength: 50, width: 180 },
        { key: 'description', title: t('standards.description'), kind: 'text', maxLength: 1000, width: 240 },
        { key: 'maxScore', title: t('standards.maxScore'), kind: 'int', min: 1, max: 1000, width: 100 },
        { key: 'weight', title: t('standards.weight'), kind: 'int', min: 0, max: 100, width: 100 },
      ]}
      footer={(rows) => {
        // Empty cells count as 0 while typing.
        const sum = weightSum(rows.map((row) => ({ weight: Number(row.weight) || 0 })));
        return (
          <div>
            <Tag color={sum === WEIGHT_TOTAL ? 'success' : 'error'} data-testid={`${id}-sum`}>
              {t('standards.sum', { sum })}
            </Tag>
          </div>
        );
      }}
    />
  );
}

import { type GradeView, gradeSetField } from '@awards/shared/awards';
import { EditableSet } from './EditableSet';
import { useAwardSetsT } from './i18n';

export interface GradesEditorProps {
  id?: string;
  value: readonly GradeView[];
  editable: boolean;
  /** 'default' on an award (its default quota), 'edition' on an edition award. */
  quota: 'default' | 'edition';
  onSave: (grades: GradeView[]) => Promise<string | null>;
}

/** An award's grades (name, level, quota), saved as a set. */
export function GradesEditor({ id = 'grades', value, editable, quota, onSave }: GradesEditorProps) {
  const { t } = useAwardSetsT();
  return (
    <EditableSet<GradeView>
      id={id}
      value={value}
      editable={editable}
      schema={gradeSetField}
      onSave={onSave}
      addLabel={t('grades.add')}
      empty={t('grades.empty')}
      blank={(rows) => ({
        gradeName: '',
        gradeLevel: Math.max(0, ...rows.map((g) => Number(g.gradeLevel) || 0)) + 1,
        quota: 0,
      })}
      columns={[
        { key: 'gradeName', title: t('grades.gradeName'), kind: 'text', maxLength: 20, width: 160 },
        { key: 'gradeLevel', title: t('grades.gradeLevel'), kind: 'int', min: 1, max: 99, width: 90 },
        {
          key: 'quota',
          title: t(quota === 'default' ? 'grades.defaultQuota' : 'grades.quota'),
          kind: 'int',
          min: 0,
          max: 9999,
          width: 100,
        },
      ]}
    />
  );
}

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FLOW_STAGES, type FlowStage, flowProblem } from '@awards/shared/awards';
import { Alert, Button, Flex, Segmented, Select, Skeleton, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useAwardSetsT } from './i18n';

// The diagram (React Flow) loads only when someone switches to it.
const FlowDiagram = lazy(() => import('./FlowDiagram'));

const BORDER = '1px solid var(--ant-color-border-secondary, #f0f0f0)';
const BOX = { border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 8 } as const;
const ROW = { padding: '8px 12px' } as const;

export interface FlowEditorProps {
  id?: string;
  value: readonly FlowStage[];
  editable: boolean;
  onSave: (flow: FlowStage[]) => Promise<string | null>;
}

/** The ordered stages of a flow, from the fixed vocabulary: add, remove, move; checked as edited. */
export function FlowEditor({ id = 'flow', value, editable, onSave }: FlowEditorProps) {
  const { t, tr } = useAwardSetsT();
  const [stages, setStages] = useState<FlowStage[]>([...value]);
  const [adding, setAdding] = useState<FlowStage | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [view, setView] = useState<'list' | 'diagram'>('list');
  const problem = flowProblem(stages);

  const change = (next: FlowStage[]) => {
    setStages(next);
    setDirty(true);
    setRefusal(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...stages];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    change(next);
  };
  const save = async () => {
    if (problem) return;
    setSaving(true);
    const answer = await onSave(stages).finally(() => setSaving(false));
    setRefusal(answer);
    if (!answer) setDirty(false);
  };
  const missing = FLOW_STAGES.filter((stage) => !stages.includes(stage));

  return (
    <Flex vertical gap={12} data-testid={id}>
      <Segmented<'list' | 'diagram'>
        value={view}
        onChange={setView}
        options={[
          { value: 'list', label: t('flow.asList') },
          { value: 'diagram', label: t('flow.asDiagram') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid={`${id}-view`}
      />
      {view === 'diagram' ? (
        <Flex vertical gap={4}>
          <Suspense fallback={<Skeleton active />}>
            <FlowDiagram id={id} stages={stages} editable={editable} onChange={change} />
          </Suspense>
          {editable && <Typography.Text type="secondary">{t('flow.diagramHint')}</Typography.Text>}
        </Flex>
      ) : (
        <Flex vertical style={BOX}>
          {stages.length === 0 && (
            <Typography.Text type="secondary" style={ROW}>
              {t('flow.empty')}
            </Typography.Text>
          )}
          {stages.map((stage, index) => (
            <Flex
              key={stage}
              align="center"
              justify="space-between"
              gap={8}
              style={{ ...ROW, borderTop: index === 0 ? undefined : BORDER }}
              data-testid={`${id}-stage-${stage}`}
            >
              <Flex gap={8} align="center">
                <Tag>{index + 1}</Tag>
                {t(`stage.${stage}`)}
              </Flex>
              {editable && (
                <Flex gap={4}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('flow.up')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    data-testid={`${id}-${stage}-up`}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('flow.down')}
                    disabled={index === stages.length - 1}
                    onClick={() => move(index, 1)}
                    data-testid={`${id}-${stage}-down`}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('remove')}
                    onClick={() => change(stages.filter((s) => s !== stage))}
                    data-testid={`${id}-${stage}-remove`}
                  />
                </Flex>
              )}
            </Flex>
          ))}
        </Flex>
      )}
      {problem ? (
        <Alert type="warning" showIcon title={tr(problem)} data-testid={`${id}-problem`} />
      ) : (
        <Typography.Text type="success">{t('flow.valid')}</Typography.Text>
      )}
      {refusal && <Alert type="error" showIcon title={tr(refusal)} data-testid={`${id}-refusal`} />}
      {editable ? (
        <Flex gap={8} wrap justify="space-between">
          <Flex gap={8}>
            <Select<FlowStage>
              style={{ minWidth: 160 }}
              placeholder={t('flow.choose')}
              value={adding}
              onChange={setAdding}
              options={missing.map((stage) => ({ value: stage, label: t(`stage.${stage}`) }))}
              disabled={missing.length === 0}
              data-testid={`${id}-choose`}
            />
            <Button
              icon={<PlusOutlined />}
              disabled={!adding}
              onClick={() => {
                if (!adding) return;
                change([...stages, adding]);
                setAdding(null);
              }}
              data-testid={`${id}-add`}
            >
              {t('flow.add')}
            </Button>
          </Flex>
          <Flex gap={8}>
            <Button
              disabled={!dirty}
              onClick={() => {
                setStages([...value]);
                setDirty(false);
                setRefusal(null);
              }}
            >
              {t('reset')}
            </Button>
            <Button
              type="primary"
              disabled={!dirty || Boolean(problem)}
              loading={saving}
              onClick={() => void save()}
              data-testid={`${id}-save`}
            >
              {t('save')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('readOnly')}</Typography.Text>
      )}
    </Flex>
  );
}

import type { FlowStage } from '@awards/shared/awards';
import { Background, type Edge, MarkerType, type Node, Position, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { flowDiagram, toggleStage } from './flowDiagramLayout';
import { useAwardSetsT } from './i18n';

interface Props {
  id: string;
  stages: readonly FlowStage[];
  editable: boolean;
  onChange: (next: FlowStage[]) => void;
}

const NODE = { width: 132, borderRadius: 8, fontSize: 13, padding: 8 } as const;

/**
 * The flow drawn as a diagram (loaded only when asked for: React Flow is a chunk of its own).
 * The path from declaration to award runs through the stages in the flow; a click on a stage
 * takes it out or puts it back at its place in the fixed order, as the list editor would.
 */
export default function FlowDiagram({ id, stages, editable, onChange }: Props) {
  const { t } = useAwardSetsT();
  const { nodes, edges } = useMemo(() => {
    const diagram = flowDiagram(stages);
    const nodes: Node[] = diagram.nodes.map((n) => ({
      id: n.id,
      position: { x: n.x, y: n.y },
      data: { label: n.kind === 'start' || n.kind === 'end' ? t(`flow.${n.kind}`) : t(`stage.${n.kind}`) },
      sourcePosition: Position.Bottom,
      targetPosition: Position.Top,
      type: n.kind === 'start' ? 'input' : n.kind === 'end' ? 'output' : 'default',
      ariaLabel: `${n.kind === 'start' || n.kind === 'end' ? '' : `${t(n.included ? 'flow.included' : 'flow.excluded')}: `}${
        n.kind === 'start' || n.kind === 'end' ? t(`flow.${n.kind}`) : t(`stage.${n.kind}`)
      }`,
      className: `${id}-node-${n.id}`,
      style: n.included
        ? { ...NODE, border: '1px solid var(--ant-color-primary, #1677ff)', background: '#fff' }
        : { ...NODE, border: '1px dashed #bfbfbf', background: '#fafafa', color: 'rgba(0,0,0,0.45)' },
    }));
    const edges: Edge[] = diagram.edges.map((e) => ({
      ...e,
      markerEnd: { type: MarkerType.ArrowClosed },
      style: { stroke: 'var(--ant-color-primary, #1677ff)' },
    }));
    return { nodes, edges };
  }, [stages, t, id]);

  return (
    <div
      style={{ height: 500, border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 8 }}
      data-testid={`${id}-diagram`}
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        fitView
        fitViewOptions={{ maxZoom: 1, padding: 0.1 }}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={editable}
        zoomOnScroll={false}
        preventScrolling={false}
        proOptions={{ hideAttribution: true }}
        onNodeClick={(_, node) => {
          if (!editable || node.id === 'start' || node.id === 'end') return;
          onChange(toggleStage(stages, node.id as FlowStage));
        }}
      >
        <Background gap={16} />
      </ReactFlow>
    </div>
  );
}

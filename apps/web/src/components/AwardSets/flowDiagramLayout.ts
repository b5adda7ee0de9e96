import { FLOW_STAGES, type FlowStage } from '@awards/shared/awards';

export interface DiagramNode {
  id: string;
  /** A stage, or the flow's two ends. */
  kind: 'start' | 'end' | FlowStage;
  included: boolean;
  x: number;
  y: number;
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
}

/** Top to bottom: a step per stage, so the labels keep their size in a drawer. */
const STEP = 64;
/** Stages left out of the flow sit on a lane beside the path, level with their place in the order. */
const OUT_LANE = 190;

/**
 * The flow as a diagram (spec 000 §1 "diagram"): every stage of the fixed vocabulary in its
 * only possible order, those in the flow on the path from declaration to award and joined by
 * edges in the flow's order, the others on a lane beside it. Pure, so the drawing is tested
 * without a canvas.
 */
export function flowDiagram(stages: readonly FlowStage[]): { nodes: DiagramNode[]; edges: DiagramEdge[] } {
  const nodes: DiagramNode[] = [{ id: 'start', kind: 'start', included: true, x: 0, y: 0 }];
  FLOW_STAGES.forEach((stage, index) => {
    const included = stages.includes(stage);
    nodes.push({ id: stage, kind: stage, included, x: included ? 0 : OUT_LANE, y: (index + 1) * STEP });
  });
  nodes.push({ id: 'end', kind: 'end', included: true, x: 0, y: (FLOW_STAGES.length + 1) * STEP });
  const path = ['start', ...stages, 'end'];
  const edges = path.slice(1).map((target, i) => ({ id: `${path[i]}->${target}`, source: path[i]!, target }));
  return { nodes, edges };
}

/** Clicking a stage: in the flow it leaves; out of it, it joins at its place in the fixed order. */
export function toggleStage(stages: readonly FlowStage[], stage: FlowStage): FlowStage[] {
  if (stages.includes(stage)) return stages.filter((s) => s !== stage);
  const next = new Set([...stages, stage]);
  return FLOW_STAGES.filter((s) => next.has(s));
}

import { describe, expect, it } from 'vitest';
import { flowDiagram, toggleStage } from './flowDiagramLayout';

describe('flowDiagram', () => {
  it('joins the stages of the flow in order from declaration to award, the others beside', () => {
    const { nodes, edges } = flowDiagram(['formal_examination', 'meeting_review', 'publicity']);
    expect(edges.map((e) => e.id)).toEqual([
      'start->formal_examination',
      'formal_examination->meeting_review',
      'meeting_review->publicity',
      'publicity->end',
    ]);
    const out = nodes.filter((n) => !n.included).map((n) => n.id);
    expect(out).toEqual(['recommendation', 'expert_review']);
    expect(nodes.filter((n) => !n.included).every((n) => n.x > 0)).toBe(true);
    expect(nodes.filter((n) => n.included).every((n) => n.x === 0)).toBe(true);
    expect(nodes.map((n) => n.y)).toEqual([...nodes.map((n) => n.y)].sort((a, b) => a - b));
  });

  it('draws an empty flow as declaration straight to award', () => {
    expect(flowDiagram([]).edges.map((e) => e.id)).toEqual(['start->end']);
  });
});

describe('toggleStage', () => {
  it('takes a stage out, and puts one back at its place in the fixed order', () => {
    expect(toggleStage(['formal_examination', 'expert_review', 'publicity'], 'expert_review')).toEqual([
      'formal_examination',
      'publicity',
    ]);
    expect(toggleStage(['formal_examination', 'publicity'], 'recommendation')).toEqual([
      'formal_examination',
      'recommendation',
      'publicity',
    ]);
  });
});

import type { JobHandler } from './types';

interface EditionAdvancer {
  advanceDue(now: Date): Promise<{ moved: unknown[]; blocked: { editionId: number; reason: string }[] }>;
}

function editionAdvancer(services: Readonly<Record<string, unknown>> | undefined): EditionAdvancer | null {
  const editionStatus = services?.editionStatus as Partial<EditionAdvancer> | undefined;
  return typeof editionStatus?.advanceDue === 'function' ? (editionStatus as EditionAdvancer) : null;
}

/**
 * Moves editions on when their current window has closed (declaring → examining → …),
 * through the editions module (`services.editionStatus.advanceDue(now)`, which checks
 * each move against the same transition table as the staff's explicit actions).
 * An edition that cannot move is reported in the run's result, not hidden.
 */
export const advanceEditionsHandler: JobHandler = {
  className: 'advanceEditions',
  label: '届次窗口到期流转',
  description: '当前窗口期已结束的届次按流程进入下一状态（不满足条件的届次记录原因）',
  paramExample: null,
  async run({ services, now }) {
    const advancer = editionAdvancer(services);
    if (!advancer) throw new Error('届次模块未启用（EditionStatusService.advanceDue 不存在）');
    const { moved, blocked } = await advancer.advanceDue(now);
    const reasons = blocked.map((b) => `届次${b.editionId}：${b.reason}`).join('；');
    return `流转届次${moved.length}次${blocked.length ? `，${blocked.length}个未能流转（${reasons}）` : ''}`;
  },
};

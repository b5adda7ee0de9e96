import type { SnapshotView } from '@awards/shared/publicity';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { PUBLICITY_PATHS } from '../api/publicity';
import { PublicityListPage } from './PublicityListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const SNAPSHOT: SnapshotView = {
  snapshotId: 5,
  editionId: 2,
  stage: 'proposed',
  title: '2026年度拟授奖项目公示',
  fields: ['projectName', 'gradeName'],
  status: 'published',
  startTime: '2026-06-01T02:00:00.000Z',
  endTime: '2026-06-15T16:00:00.000Z',
  contentHash: 'ab'.repeat(32),
  entryCount: 2,
  sources: [],
  noticeId: 9,
  publishedBy: 'admin',
  publishedTime: '2026-06-01T02:00:00.000Z',
  unpublishedBy: null,
  unpublishedTime: null,
  unpublishReason: null,
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === '/rest/edition/page')
      return {
        pageNum: 1,
        pageSize: 100,
        totalCount: 1,
        totalPage: 1,
        result: [
          { editionId: 1, editionName: '2025年度', status: 'finished' },
          { editionId: 2, editionName: '2026年度', status: 'publicity' },
          { editionId: 3, editionName: '2027年度', status: 'declaring' },
        ],
      };
    if (path === PUBLICITY_PATHS.settings)
      return { editionId: 2, periodDays: 15, fields: { proposed: ['projectName', 'gradeName'] } };
    if (path === PUBLICITY_PATHS.list) return [SNAPSHOT];
    if (path === PUBLICITY_PATHS.verify)
      return {
        snapshotId: 5,
        storedHash: SNAPSHOT.contentHash,
        computedHash: SNAPSHOT.contentHash,
        matches: true,
      };
    return [];
  });
  saveButtonAuth(['PUBLICITY_VIEW', 'PUBLICITY_PUBLISH', 'PUBLICITY_UNPUBLISH']);
});

describe('PublicityListPage', () => {
  it('opens on the edition in publicity when the address names none', async () => {
    renderRoute(<PublicityListPage />);
    expect(await screen.findByText('2026年度拟授奖项目公示')).toBeTruthy();
    expect(
      post.mock.calls.some(
        ([path, body]) =>
          path === PUBLICITY_PATHS.list && (body as { editionId?: number } | undefined)?.editionId === 3,
      ),
    ).toBe(false);
  });

  it("shows the edition's lists with status, period to 24:00 of the last day, and the short hash; verifies it", async () => {
    renderRoute(<PublicityListPage />, { url: '/?editionId=2' });
    expect(await screen.findByText('2026年度拟授奖项目公示')).toBeTruthy();
    expect(screen.getByTestId('publicity-status-5').textContent).toBe('公示中');
    expect(screen.getByText('2026-06-01 10:00 至 2026-06-15 24:00')).toBeTruthy();
    expect(screen.getByText('abababababab')).toBeTruthy();
    expect(screen.getByTestId('publicity-settings-summary').textContent).toBe(
      '公示期 15 天；公示字段：项目名称、拟授奖等级',
    );
    fireEvent.click(screen.getByText('校验'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(PUBLICITY_PATHS.verify, { snapshotId: 5 }, expect.anything()),
    );
  });
});

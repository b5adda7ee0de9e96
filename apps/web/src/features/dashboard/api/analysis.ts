import { type AnalysisInfo, DASHBOARD_PATHS } from '@awards/shared/dashboard';
import { http } from '@awards/web-common/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type AnalysisDays = 7 | 14 | 30;

/** `/rest/index/analysis` (login): per-day figures counted from the logs and the task runs. */
export function useAnalysis(days: AnalysisDays) {
  return useQuery({
    queryKey: ['dashboard', 'analysis', days],
    queryFn: () => http.post<AnalysisInfo>(DASHBOARD_PATHS.analysis, { days }),
    placeholderData: keepPreviousData,
  });
}

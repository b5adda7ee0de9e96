import type {
  StatCut,
  StatCutRow,
  StatEditionOption,
  StatFunnel,
  StatObjections,
  StatReview,
  StatYearRow,
} from '@awards/shared/statistics';
import { http } from '@awards/web-common/http';
import { openForPrint } from '@awards/web-common/transfer';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n';

/** The statistics calls (STAT_VIEW; the export STAT_EXPORT) */
export const STATISTICS_PATHS = {
  editions: '/rest/statistics/editions',
  funnel: '/rest/statistics/funnel',
  cut: '/rest/statistics/cut',
  review: '/rest/statistics/review',
  objections: '/rest/statistics/objections',
  years: '/rest/statistics/years',
  export: '/rest/statistics/export',
  report: '/rest/statistics/report',
  reportExport: '/rest/statistics/reportExport',
} as const;

const KEY = ['statistics'] as const;
const post = <T>(path: string, body: unknown) => http.post<T>(path, body, { allowRepeat: true });

export const useStatEditions = () =>
  useQuery({
    queryKey: [...KEY, 'editions'],
    queryFn: () => post<StatEditionOption[]>(STATISTICS_PATHS.editions, {}),
  });

const byEdition = <T>(name: 'funnel' | 'review' | 'objections', editionId: number | undefined) => ({
  queryKey: [...KEY, name, editionId, i18n.language],
  queryFn: () => post<T>(STATISTICS_PATHS[name], { editionId }),
  enabled: editionId !== undefined,
});

export const useStatFunnel = (editionId: number | undefined) =>
  useQuery(byEdition<StatFunnel>('funnel', editionId));
export const useStatReview = (editionId: number | undefined) =>
  useQuery(byEdition<StatReview>('review', editionId));
export const useStatObjections = (editionId: number | undefined) =>
  useQuery(byEdition<StatObjections>('objections', editionId));

export const useStatCut = (editionId: number | undefined, cut: StatCut) =>
  useQuery({
    queryKey: [...KEY, 'cut', editionId, cut, i18n.language],
    queryFn: () => post<StatCutRow[]>(STATISTICS_PATHS.cut, { editionId, cut }),
    enabled: editionId !== undefined,
  });

export const useStatYears = (awardId: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'years', awardId],
    queryFn: () => post<StatYearRow[]>(STATISTICS_PATHS.years, { awardId }),
    enabled: awardId !== undefined,
  });

/** The edition's annual report (every figure of the page) as a printable page, in a new tab. */
export const printAnnualReport = (editionId: number) =>
  openForPrint(STATISTICS_PATHS.report, { method: 'POST', body: { editionId } });

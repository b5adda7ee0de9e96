import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DataGroupsApi } from '../data-groups/public';
import type { DictionariesApi } from '../dictionaries/public';
import type { ObjectionsApi } from '../objections/public';
import type { RegionsApi } from '../regions/public';
import type { ReviewApi } from '../review/public';
import { StatisticsExport } from './export';
import { AnnualReport } from './report';
import { statisticsRoutes } from './routes';
import { StatisticsService } from './service';

/** Business statistics (统计分析) and the staff home page's figures (docs/domain.md "Statistics"). */
export const statisticsModule = defineModule({
  name: 'statistics',
  build: (
    { db, sessions, exports, clock }: Platform,
    apis: {
      'data-groups': DataGroupsApi;
      dictionaries: DictionariesApi;
      objections: ObjectionsApi;
      regions: RegionsApi;
      review: ReviewApi;
    },
  ) => {
    const statistics = new StatisticsService(db, sessions, { ...apis, dataGroups: apis['data-groups'] });
    return {
      services: {
        statistics,
        exporter: new StatisticsExport(statistics, exports),
        report: new AnnualReport(statistics, exports, clock),
      },
    };
  },
  routes: statisticsRoutes,
});

export type StatisticsServices = {
  statistics: StatisticsService;
  exporter: StatisticsExport;
  report: AnnualReport;
};

import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import type { MessagesApi } from '../messages/public';
import { RecommendationNotifier } from './notify';
import { recommenderRoutes } from './routes';
import { RecommenderService } from './service';

/** The recommending units (推荐单位): recommend or decline the declarations naming them (the public site's calls). */
export const recommenderModule = defineModule({
  name: 'recommender',
  build: ({ db, log }: Platform, apis: { declarations: DeclarationsApi; messages: MessagesApi }) => {
    const notifier = new RecommendationNotifier(db, apis.messages.messageCentre, (error) =>
      log.warn({ err: error }, 'recommendation message failed'),
    );
    return { services: { recommender: new RecommenderService(apis.declarations, db, notifier) } };
  },
  routes: recommenderRoutes,
});

export type RecommenderServices = { recommender: RecommenderService };

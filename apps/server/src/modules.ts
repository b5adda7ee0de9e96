import { accountModule } from './modules/account/module';
import { appsModule } from './modules/apps/module';
import { authModule } from './modules/auth/module';
import { awardsModule } from './modules/awards/module';
import { banksModule } from './modules/banks/module';
import { businessModulesModule } from './modules/business-modules/module';
import { channelsModule } from './modules/channels/module';
import { dashboardModule } from './modules/dashboard/module';
import { dataGroupsModule } from './modules/data-groups/module';
import { declarationsModule } from './modules/declarations/module';
import { declarerModule } from './modules/declarer/module';
import { dictionariesModule } from './modules/dictionaries/module';
import { duplicateCheckModule } from './modules/duplicate-check/module';
import { editionsModule } from './modules/editions/module';
import { enhanceScriptsModule } from './modules/enhance-scripts/module';
import { examinationModule } from './modules/examination/module';
import { expertsModule } from './modules/experts/module';
import { exportJobsModule } from './modules/export-jobs/module';
import { filesModule } from './modules/files/module';
import { healthModule } from './modules/health/module';
import { homeModule } from './modules/home/module';
import { iconsModule } from './modules/icons/module';
import { integrationModule } from './modules/integration/module';
import { jobsModule } from './modules/jobs/module';
import { logsModule } from './modules/logs/module';
import { meetingModule } from './modules/meeting/module';
import { menusModule } from './modules/menus/module';
import { messagesModule } from './modules/messages/module';
import { metricsModule } from './modules/metrics/module';
import { noticesModule } from './modules/notices/module';
import { objectionsModule } from './modules/objections/module';
import { onlineModule } from './modules/online/module';
import { organisationsModule } from './modules/organisations/module';
import { pickersModule } from './modules/pickers/module';
import { postsModule } from './modules/posts/module';
import { preferencesModule } from './modules/preferences/module';
import { profileModule } from './modules/profile/module';
import { projectModule } from './modules/project/module';
import { publicityModule } from './modules/publicity/module';
import { recommenderModule } from './modules/recommender/module';
import { regionsModule } from './modules/regions/module';
import { registrationModule } from './modules/registration/module';
import { resultsModule } from './modules/results/module';
import { reviewModule } from './modules/review/module';
import { rolesModule } from './modules/roles/module';
import { serverMonitorModule } from './modules/server-monitor/module';
import { smsModule } from './modules/sms/module';
import { sqlMonitorModule } from './modules/sql-monitor/module';
import { ssoModule } from './modules/sso/module';
import { statisticsModule } from './modules/statistics/module';
import { subjectsModule } from './modules/subjects/module';
import { templatesModule } from './modules/templates/module';
import { themesModule } from './modules/themes/module';
import { userMessagesModule } from './modules/user-messages/module';
import { usersModule } from './modules/users/module';
import { websocketModule } from './modules/websocket/module';
import { ModuleList } from './platform/module';

/**
 * Every module of the server, in build order: a module comes after the modules
 * whose public APIs it needs (the type checker refuses any other order). Adding
 * a module is its folder plus one line here (docs/conventions.md).
 */
export const modules = new ModuleList()
  // The process and the project; metrics first, so its request hook times every route.
  .add(metricsModule)
  .add(healthModule)
  .add(projectModule)
  // The administration catalogue.
  .add(dictionariesModule)
  .add(regionsModule)
  .add(iconsModule)
  .add(themesModule)
  .add(menusModule)
  .add(appsModule)
  .add(pickersModule)
  .add(banksModule)
  .add(subjectsModule)
  .add(businessModulesModule)
  .add(dataGroupsModule)
  .add(enhanceScriptsModule)
  // Sign-in, the account area and files.
  .add(channelsModule)
  .add(authModule)
  .add(ssoModule)
  .add(accountModule)
  .add(homeModule)
  .add(filesModule)
  .add(integrationModule)
  .add(exportJobsModule)
  .add(profileModule)
  .add(preferencesModule)
  // Users, organisations, roles (limited by their organisation's grant), posts.
  .add(usersModule)
  .add(organisationsModule)
  .add(rolesModule)
  .add(postsModule)
  .add(duplicateCheckModule)
  // Messaging and the push socket.
  // Notices before the bell (user-messages), which listens to their unread changes.
  .add(noticesModule)
  .add(userMessagesModule)
  .add(messagesModule)
  .add(templatesModule)
  .add(smsModule)
  .add(websocketModule)
  // Monitoring.
  .add(logsModule)
  .add(jobsModule)
  .add(sqlMonitorModule)
  .add(serverMonitorModule)
  .add(onlineModule)
  // The awards business (docs/domain.md). The demo seeds run in this order (declarations,
  // experts, registration), and the demo's ids follow it.
  .add(awardsModule)
  .add(editionsModule)
  .add(declarationsModule)
  .add(expertsModule)
  .add(registrationModule)
  .add(examinationModule)
  .add(declarerModule)
  .add(recommenderModule)
  .add(reviewModule)
  .add(meetingModule)
  .add(resultsModule)
  .add(publicityModule)
  .add(objectionsModule)
  // The home page's figures read the objections' counts.
  .add(dashboardModule)
  .add(statisticsModule);

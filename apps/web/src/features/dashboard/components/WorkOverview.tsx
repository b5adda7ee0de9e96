import { HOME_TASK_NAMES, type HomeOverview } from '@awards/shared/dashboard';
import { EDITION_STATUS_NAMES, type EditionStatus } from '@awards/shared/edition-status';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { Card, Empty, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ItemList, ListItem } from '../../../components/ItemList/ItemList';
import { UserText } from '../../../components/UserText';
import { type HomeT, useHomeT } from '../homeI18n';
import styles from './WorkOverview.module.css';

const HOUR = 3_600_000;
/** The staff objections page (objections module). */
const OBJECTIONS_PATH = '/publicity/objections';

/** The time left to the stage's end: days, hours within the last day, or ended. */
export function countdown(end: string | null, now: number, t: HomeT): string {
  if (!end) return t('noEnd');
  const left = new Date(end).getTime() - now;
  if (left <= 0) return t('ended');
  if (left < 24 * HOUR) return t('hoursLeft', { hours: Math.ceil(left / HOUR) });
  return t('daysLeft', { days: Math.ceil(left / (24 * HOUR)) });
}

const BACKLOG: (keyof NonNullable<HomeOverview['backlog']>)[] = [
  'awaitingExamination',
  'returned',
  'inReview',
  'reviewsMissing',
  'inMeeting',
  'proposed',
  'inPublicity',
  'objectionsOpen',
];

/** What a federation's staff need first: the current edition, its stage and end, the backlog, their tasks. */
export function WorkOverview({ overview, loading }: { overview?: HomeOverview; loading: boolean }) {
  const t = useHomeT();
  const edition = overview?.edition;
  // One placeholder as tall as the screen while the overview loads: the two cards then appear in
  // its place instead of pushing the tasks and the footer down (Lighthouse counted 0.26 of
  // layout shift on a phone when the edition card grew under a visible tasks card).
  if (loading)
    return <Card size="small" loading style={{ minHeight: '100vh' }} data-testid="home-overview-loading" />;
  return (
    <div className={styles.columns}>
      <Card size="small" title={t('currentEdition')} data-testid="home-edition">
        {!edition ? (
          <Empty description={t('noCurrent')} />
        ) : (
          <>
            <div className={styles.edition}>
              <div className={styles.editionName}>
                <Typography.Title level={4} style={{ margin: '20px 0 0' }} data-testid="home-edition-name">
                  <UserText>{edition.editionName}</UserText>
                </Typography.Title>
              </div>
              <div>
                <Typography.Text type="secondary">{t('stage')}</Typography.Text>
                <div style={{ marginTop: 8 }}>
                  <Tag color="blue" style={{ fontSize: 14, padding: '2px 8px' }}>
                    {translateShared(EDITION_STATUS_NAMES[edition.status as EditionStatus])}
                  </Tag>
                </div>
              </div>
              <div>
                <Statistic
                  title={t('stageEnds')}
                  value={countdown(edition.stageEnd, Date.now(), t)}
                  styles={{ content: { fontSize: 18 } }}
                  data-testid="home-countdown"
                />
                {edition.stageEnd && (
                  // The portal's date format in every language, on the display clock (spec 000 §9),
                  // not the browser's locale and zone ('12/25/2026' under zh_CN before).
                  <Typography.Text type="secondary" data-testid="home-stage-end">
                    {formatDateTime(edition.stageEnd, 'YYYY-MM-DD')}
                  </Typography.Text>
                )}
              </div>
            </div>
            {overview?.backlog && (
              <>
                <Typography.Title level={5} style={{ marginTop: 16 }}>
                  {t('backlog')}
                </Typography.Title>
                <div className={styles.backlog} data-testid="home-backlog">
                  {BACKLOG.map((key) => (
                    <Card size="small" key={key}>
                      <Statistic title={t(key)} value={overview.backlog?.[key] ?? t('notAvailable')} />
                      {key === 'objectionsOpen' && (
                        <Link to={OBJECTIONS_PATH} data-testid="home-objections-link">
                          {t('open')}
                        </Link>
                      )}
                    </Card>
                  ))}
                </div>
              </>
            )}
          </>
        )}
      </Card>
      <Card size="small" title={t('tasks')} data-testid="home-tasks" style={{ height: '100%' }}>
        <ItemList
          items={overview?.tasks ?? []}
          itemKey={(task) => task.key}
          empty={t('noTasks')}
          renderItem={(task) => (
            <ListItem
              // A link, not a button in a link (one control, and no antd Button's motion on the first screen).
              actions={[
                <Link key="open" to={task.path}>
                  {t('open')}
                </Link>,
              ]}
            >
              <span className={styles.countColumn}>
                <span className={styles.count} data-zero={task.count === 0}>
                  {task.count > 9999 ? '9999+' : task.count}
                </span>
              </span>
              <span style={{ marginLeft: 8 }}>{translateShared(HOME_TASK_NAMES[task.key])}</span>
            </ListItem>
          )}
        />
      </Card>
    </div>
  );
}

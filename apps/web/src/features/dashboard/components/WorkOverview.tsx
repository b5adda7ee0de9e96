import { HOME_TASK_NAMES, type HomeOverview } from '@awards/shared/dashboard';
import { EDITION_STATUS_NAMES, type EditionStatus } from '@awards/shared/edition-status';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { Badge, Button, Card, Col, Empty, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ItemList, ListItem } from '../../../components/ItemList/ItemList';
import { UserText } from '../../../components/UserText';
import { type HomeT, useHomeT } from '../homeI18n';

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
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card size="small" title={t('currentEdition')} data-testid="home-edition">
          {!edition ? (
            <Empty description={t('noCurrent')} />
          ) : (
            <>
              <Row gutter={[16, 16]}>
                <Col xs={24} sm={10}>
                  <Typography.Title level={4} style={{ margin: '20px 0 0' }} data-testid="home-edition-name">
                    <UserText>{edition.editionName}</UserText>
                  </Typography.Title>
                </Col>
                <Col xs={12} sm={7}>
                  <Typography.Text type="secondary">{t('stage')}</Typography.Text>
                  <div style={{ marginTop: 8 }}>
                    <Tag color="blue" style={{ fontSize: 14, padding: '2px 8px' }}>
                      {translateShared(EDITION_STATUS_NAMES[edition.status as EditionStatus])}
                    </Tag>
                  </div>
                </Col>
                <Col xs={12} sm={7}>
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
                </Col>
              </Row>
              {overview?.backlog && (
                <>
                  <Typography.Title level={5} style={{ marginTop: 16 }}>
                    {t('backlog')}
                  </Typography.Title>
                  <Row gutter={[12, 12]} data-testid="home-backlog">
                    {BACKLOG.map((key) => (
                      <Col xs={12} sm={6} key={key}>
                        <Card size="small">
                          <Statistic title={t(key)} value={overview.backlog?.[key] ?? t('notAvailable')} />
                          {key === 'objectionsOpen' && (
                            <Link to={OBJECTIONS_PATH} data-testid="home-objections-link">
                              {t('open')}
                            </Link>
                          )}
                        </Card>
                      </Col>
                    ))}
                  </Row>
                </>
              )}
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('tasks')} data-testid="home-tasks" style={{ height: '100%' }}>
          <ItemList
            items={overview?.tasks ?? []}
            itemKey={(task) => task.key}
            empty={t('noTasks')}
            renderItem={(task) => (
              <ListItem
                actions={[
                  <Link key="open" to={task.path}>
                    <Button size="small" type="link">
                      {t('open')}
                    </Button>
                  </Link>,
                ]}
              >
                {/* A column as wide as the widest count (9999), so the names start at one place. */}
                <span style={{ display: 'inline-flex', justifyContent: 'center', width: 44, flex: 'none' }}>
                  <Badge
                    count={task.count}
                    showZero
                    overflowCount={9999}
                    color={task.count ? '#fa541c' : '#d9d9d9'}
                  />
                </span>
                <span style={{ marginLeft: 8 }}>{translateShared(HOME_TASK_NAMES[task.key])}</span>
              </ListItem>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}

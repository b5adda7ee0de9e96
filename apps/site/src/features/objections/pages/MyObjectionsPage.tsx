import {
  OBJECTION_STATUS_NAMES,
  OBJECTION_STEP_NAMES,
  type ObjectionDetail,
  type ObjectionView,
  SCREENING_REASON_NAMES,
} from '@awards/shared/objections';
import type { Page } from '@awards/shared/paging';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { Button, Tag, Timeline } from 'antd';
import { useEffect, useState } from 'react';
import { AddressPager, usePageParam } from '../../../components/AddressPager';
import styles from '../../../components/content.module.css';
import { PageFallback } from '../../../components/PageFallback';
import { usePageTitle } from '../../../components/usePageTitle';
import { fill, useTexts } from '../../../lib/texts';
import { OBJECTIONS_PAGE_SIZE, objectionsApi } from '../api';
import { FileLinks } from '../components/Evidence';
import { T } from '../texts';

const COLOUR: Record<string, string> = {
  filed: 'blue',
  admitted: 'orange',
  not_admitted: 'default',
  upheld: 'red',
  dismissed: 'green',
};

/** The outcome in a sentence: the status, and the screening reason or the conclusion's opinion. */
function outcomeOf(o: ObjectionView): string | null {
  if (o.status === 'not_admitted' && o.screeningReason)
    return `${translateShared(SCREENING_REASON_NAMES[o.screeningReason])}${o.screeningNote ? `：${o.screeningNote}` : ''}`;
  return o.conclusionOpinion;
}

function Detail({ objectionId }: { objectionId: number }) {
  const texts = useTexts();
  const [detail, setDetail] = useState<ObjectionDetail | null>(null);
  useEffect(() => {
    void objectionsApi.detail(objectionId).then(setDetail, () => undefined);
  }, [objectionId]);
  if (!detail) return <PageFallback />;
  return (
    <div data-testid={`objection-detail-${objectionId}`}>
      <p className={styles.text} style={{ whiteSpace: 'pre-wrap' }}>
        {detail.reason}
      </p>
      <FileLinks files={detail.evidence} />
      <h3 className={styles.subheading}>{texts(T.history)}</h3>
      <Timeline
        items={detail.history.map((h) => ({
          children: `${formatDateTime(h.time)} ${translateShared(OBJECTION_STEP_NAMES[h.step])}${h.step === 'upheld' || h.step === 'dismissed' || h.step === 'not_admitted' ? `：${h.note ?? ''}` : ''}`,
        }))}
      />
    </div>
  );
}

/** 我的异议 (`/my/objections`): each objection I filed, its status and outcome. */
export function MyObjectionsPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const [page] = usePageParam();
  const [rows, setRows] = useState<Page<ObjectionView> | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    setRows(null);
    void objectionsApi
      .mine(page)
      .then(setRows, () =>
        setRows({ pageNum: 1, pageSize: OBJECTIONS_PAGE_SIZE, totalCount: 0, totalPage: 0, result: [] }),
      );
  }, [page]);
  return (
    <section data-testid="site-my-objections">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.meta}>{texts(T.intro)}</p>
      {rows === null ? (
        <PageFallback />
      ) : rows.result.length === 0 ? (
        <p className={styles.empty}>{texts(T.empty)}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {rows.result.map((o) => {
              const outcome = outcomeOf(o);
              return (
                <li key={o.objectionId} className={styles.card} data-testid={`my-objection-${o.objectionId}`}>
                  <h2 className={styles.cardTitle}>
                    {o.projectName}{' '}
                    <Tag color={COLOUR[o.status]}>{translateShared(OBJECTION_STATUS_NAMES[o.status])}</Tag>
                  </h2>
                  <p className={styles.meta}>
                    {o.editionName} · {o.awardName} · {o.unitName}
                    <br />
                    {fill(texts(T.filedAt), { at: formatDateTime(o.fileTime) })}
                  </p>
                  {outcome && <p className={styles.text}>{fill(texts(T.outcome), { text: outcome })}</p>}
                  {open === o.objectionId ? (
                    <Detail objectionId={o.objectionId} />
                  ) : (
                    <Button onClick={() => setOpen(o.objectionId)}>{texts(T.history)}</Button>
                  )}
                </li>
              );
            })}
          </ul>
          <AddressPager label={title} total={rows.totalCount} pageSize={OBJECTIONS_PAGE_SIZE} />
        </>
      )}
    </section>
  );
}

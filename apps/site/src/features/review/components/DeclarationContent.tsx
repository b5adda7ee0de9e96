import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { ATTACHMENT_TYPE_NAMES, type AttachmentType } from '@awards/shared/declarations';
import type { ReviewerAttachment, ReviewerDetail } from '@awards/shared/review';
import { formatFileSize } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { Button, Card, Descriptions, List } from 'antd';
import { reviewerApi, useDisciplines } from '../api';
import { type ReviewText, useReviewText } from '../i18n';
import styles from '../review.module.css';

/**
 * What the expert reads of the declaration: the award, the discipline, the summary and key
 * figures, the unit and completers where the review is not blind, and the attachments the
 * server offers (under a blind review: no application form, each file named by type and number).
 */
export function DeclarationContent({ detail }: { detail: ReviewerDetail }) {
  const t = useReviewText();
  const disciplines = useDisciplines().data ?? [];
  const discipline = disciplines.find((d) => d.code === detail.discipline)?.value ?? detail.discipline;
  const keyData = Object.entries(detail.keyData ?? {});
  const items = [
    { key: 'award', label: t('award'), children: detail.awardName },
    { key: 'edition', label: t('edition'), children: detail.editionName },
    ...(discipline ? [{ key: 'discipline', label: t('discipline'), children: discipline }] : []),
    ...(detail.blind
      ? []
      : [
          { key: 'unit', label: t('unit'), children: detail.unitName ?? '' },
          { key: 'recommendUnit', label: t('recommendUnit'), children: detail.recommendUnit ?? '' },
        ]),
  ];
  return (
    <Card size="small" data-testid="review-declaration">
      <Descriptions size="small" column={1} items={items} />
      {detail.summary && (
        <section>
          <h3>{t('summary')}</h3>
          <p className={styles.summary}>{detail.summary}</p>
        </section>
      )}
      {keyData.length > 0 && (
        <section>
          <h3>{t('keyData')}</h3>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={keyData.map(([name, value]) => ({ key: name, label: name, children: String(value) }))}
          />
        </section>
      )}
      {!detail.blind && (detail.completers?.length ?? 0) > 0 && (
        <section>
          <h3>{t('completers')}</h3>
          <ol data-testid="review-completers">
            {detail.completers!.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the completer's identity here
              <li key={i}>
                {c.name}
                {c.unit ? ` · ${c.unit}` : ''}
                {c.contribution ? <div className={styles.muted}>{c.contribution}</div> : null}
              </li>
            ))}
          </ol>
        </section>
      )}
      <section>
        <h3>{t('attachments')}</h3>
        <List
          size="small"
          data-testid="review-attachments"
          dataSource={detail.attachments}
          // In the muted text colour (4.7:1): antd writes an empty list's text in its disabled grey (axe).
          locale={{ emptyText: <span className={styles.muted}>{t('noAttachments')}</span> }}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button
                  key="download"
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={attachmentLabel(file, detail.blind, t)}
                  onClick={() => void reviewerApi.download(detail.declarationId, file.fileId, file.fileName)}
                />,
              ]}
            >
              <span style={{ overflowWrap: 'anywhere' }}>
                <PaperClipOutlined /> {attachmentLabel(file, detail.blind, t)}{' '}
                <span className={styles.muted}>({formatFileSize(file.size)})</span>
              </span>
            </List.Item>
          )}
        />
      </section>
    </Card>
  );
}

/** A file's name as shown: under a blind review its type in the interface language and its number. */
function attachmentLabel(file: ReviewerAttachment, blind: boolean, t: ReviewText): string {
  const type = ATTACHMENT_TYPE_NAMES[file.attachmentType as AttachmentType];
  const typeName = type ? translateShared(type) : file.attachmentType;
  if (!blind) return file.fileName;
  const n = /-(\d+)(\.\w+)?$/.exec(file.fileName)?.[1] ?? '';
  return t('attachmentName', { type: typeName, n });
}

import { type Locale, renderMessage } from '@awards/shared/i18n';
import { OUTPUT_MESSAGES as M, type ReviewSummaryView } from '@awards/shared/outputs';
import { escapeHtml, htmlFields, htmlTable, printDocument } from '../../platform/print-html';

/** The review summary of one declaration as a printable page (staff's: with the experts' names). */
export function renderReviewSummary(view: ReviewSummaryView, locale: Locale, printedAt: string): string {
  const t = (ref: string) => renderMessage(ref, locale);
  const dash = t(M.none);
  const fields: [string, string][] = [
    [t(M.project), view.projectName],
    [t(M.edition), view.editionName],
    [t(M.award), view.awardName],
    [t(M.unit), view.unitName],
    [t(M.status), view.statusName],
    [t(M.meanTotal), view.meanTotal === null ? dash : String(view.meanTotal)],
    [t(M.calibrated({ method: view.methodName })), view.calibrated === null ? dash : String(view.calibrated)],
    [t(M.rank), view.rank ? t(M.rankOf(view.rank)) : dash],
    [t(M.meetingOutcome), view.meetingOutcome ?? dash],
    [t(M.grade), view.gradeName ?? dash],
  ];
  const scores = htmlTable(
    [
      t(M.expert),
      ...(view.reviews.some((r) => r.organisation !== null) ? [t(M.organisation)] : []),
      ...view.standards.map((s) => `${s.standardName}（${s.maxScore}）`),
      t(M.total),
    ],
    view.reviews.map((r) => [
      r.reviewer,
      ...(r.organisation !== null ? [r.organisation] : []),
      ...r.scores.map((s) => (s === null ? '' : s)),
      r.total ?? '',
    ]),
    t(M.noReviews),
  );
  const comments = view.commentsReleased
    ? htmlTable(
        [t(M.expert), t(M.comment)],
        view.reviews.map((r) => [r.reviewer, r.comment ?? '']),
        t(M.noReviews),
      )
    : `<p class="note">${escapeHtml(t(M.commentsWithheld))}</p>`;
  return printDocument({
    locale,
    title: t(M.summaryTitle),
    body: `${htmlFields(fields)}
<h2>${escapeHtml(t(M.scores))}</h2>
${scores}
<h2>${escapeHtml(t(M.comment))}</h2>
${comments}
<p class="printed">${escapeHtml(t(M.printedAt({ time: printedAt })))}</p>`,
  });
}

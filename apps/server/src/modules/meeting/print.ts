import { type Locale, renderMessage } from '@awards/shared/i18n';
import {
  MEETING_ROLE_NAMES,
  type MeetingTally,
  type MeetingView,
  ROUND_KIND_NAMES,
  TALLY_MESSAGES as T,
  thresholdText,
} from '@awards/shared/meeting';
import { escapeHtml, htmlTable } from '../../platform/print-html';

/**
 * The tally sheet (计票单) as a self-contained, print-friendly page (A4, no scripts, every value
 * escaped): the meeting, members present and absent, the rounds, thresholds and quotas, per
 * declaration the denominator, recusals, counts per grade, cumulative support and outcome, and
 * the signature lines of the chair and members. A secret meeting's sheet has counts only.
 */
export function renderTallySheet(
  editionName: string,
  meeting: MeetingView,
  tally: MeetingTally,
  locale: Locale,
  time: (iso: string | null) => string,
): string {
  const t = (ref: string) => renderMessage(ref, locale);
  const gradeName = new Map(tally.grades.map((g) => [g.gradeLevel, g.gradeName]));
  const present = meeting.members.filter((m) => m.present);
  const absent = meeting.members.filter((m) => !m.present);
  const person = (m: MeetingView['members'][number]) =>
    `${m.expertName}（${m.organisation}，${t(MEETING_ROLE_NAMES[m.role])}）`;
  const fields: [string, string][] = [
    [t(T.edition), editionName],
    [t(T.meeting), meeting.meetingName],
    [t(T.ballot), t(tally.secret ? T.secret : T.named)],
    [t(T.quorum), `${tally.quorum.num}/${tally.quorum.den} × ${tally.members} → ${tally.quorumNeeded}`],
    [t(T.present), present.map(person).join('、') || t(T.none)],
    [t(T.absent), absent.map(person).join('、') || t(T.none)],
  ];
  const rounds = tally.rounds.map((r) => [
    r.number,
    t(ROUND_KIND_NAMES[r.kind]),
    r.kind === 'runoff' ? `${gradeName.get(r.runoffGradeLevel!) ?? ''} × ${r.runoffPlaces}` : '',
    r.presentExpertIds.length,
    `${time(r.openedTime)} — ${r.closedTime ? time(r.closedTime) : ''}`,
  ]);
  const quotas = tally.quotas.map((q) => [
    q.gradeName,
    thresholdText(
      tally.grades.find((g) => g.gradeLevel === q.gradeLevel)?.threshold ?? { num: 1, den: 2, strict: true },
    ),
    q.quota,
    q.places,
    q.used,
  ]);
  const outcome = (r: MeetingTally['rows'][number]) =>
    r.outcome === 'graded'
      ? (gradeName.get(r.proposedLevel!) ?? '')
      : t(r.outcome === 'none' ? T.noAward : r.outcome === 'runoff' ? T.runoff : T.pending);
  const levels = [...gradeName.keys()].sort((a, b) => a - b);
  const rows = tally.rows.map((r) => [
    r.projectName,
    r.score === null ? '' : r.score.toFixed(2),
    r.denominator,
    r.recused,
    r.voted,
    [
      ...levels.map((l) => `${gradeName.get(l)} ${r.counts[String(l)] ?? 0}`),
      `${t(T.noAward)} ${r.counts.none ?? 0}`,
    ].join('；'),
    levels.map((l) => `${gradeName.get(l)} ${r.support[String(l)] ?? 0}`).join('；'),
    r.approvals ?? '',
    outcome(r),
  ]);
  const signature = (role: string, name = '') =>
    `<div class="sign"><span>${escapeHtml(role)}${name ? `（${escapeHtml(name)}）` : ''}：</span><span class="line"></span><span>${escapeHtml(t(T.date))}：</span><span class="line short"></span></div>`;
  const chair = meeting.members.find((m) => m.role === 'chair');
  const title = t(T.title);
  return `<!doctype html>
<html lang="${locale.replace('_', '-')}"><head><meta charset="utf-8"><title>${escapeHtml(`${title} ${meeting.meetingName}`)}</title>
<style>
@page { size: A4; margin: 18mm 15mm; }
body { font-family: "SimSun", "Songti SC", "Noto Serif CJK SC", serif; font-size: 11pt; color: #000; margin: 0 auto; max-width: 190mm; }
h1 { text-align: center; font-size: 18pt; margin: 0 0 12pt; }
h2 { font-size: 13pt; margin: 16pt 0 6pt; }
table { width: 100%; border-collapse: collapse; page-break-inside: auto; }
tr { page-break-inside: avoid; }
th, td { border: 1px solid #000; padding: 4pt 6pt; text-align: left; vertical-align: top; word-break: break-all; }
.fields th { width: 22%; white-space: nowrap; }
.empty { color: #555; }
.sign { display: flex; gap: 6pt; margin: 18pt 0 0; align-items: flex-end; }
.line { flex: 1; border-bottom: 1px solid #000; min-height: 14pt; }
.line.short { flex: 0 0 40mm; }
.printed { color: #555; margin-top: 12pt; font-size: 9pt; }
@media screen { body { padding: 16px; } }
</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
<table class="fields"><tbody>${fields.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table>
<h2>${escapeHtml(t(T.rounds))}</h2>
${htmlTable(['#', t(T.ballot), t(T.grade), t(T.present), t(T.date)], rounds, t(T.none))}
<h2>${escapeHtml(t(T.thresholds))}</h2>
${htmlTable([t(T.grade), t(T.thresholds), t(T.quota), t(T.places), t(T.used)], quotas, t(T.none))}
<h2>${escapeHtml(t(T.outcome))}</h2>
${htmlTable(
  [
    t(T.declaration),
    t(T.score),
    t(T.denominator),
    t(T.recused),
    t(T.voted),
    t(T.votes),
    t(T.support),
    t(T.approvals),
    t(T.outcome),
  ],
  rows,
  t(T.none),
)}
${signature(t(T.chair), chair?.expertName)}
${present
  .filter((m) => m.role !== 'chair')
  .map((m) => signature(t(T.member), m.expertName))
  .join('\n')}
${signature(t(T.counter))}
<p class="printed">${escapeHtml(t(T.printed))}：${escapeHtml(time(new Date().toISOString()))}</p>
</body></html>`;
}

import { type Locale, renderMessage } from '@awards/shared/i18n';
import {
  ASSIGN_MODE_NAMES,
  CONFLICT_TYPE_NAMES,
  type ConflictType,
  type DrawRecord,
  DRAW_RECORD_MESSAGES as R,
  RUN_KIND_NAMES,
  RUN_STATUS_NAMES,
  type RunView,
} from '@awards/shared/review';
import { escapeHtml, htmlTable } from '../../platform/print-html';

/**
 * The draw record (抽取记录) as a self-contained, print-friendly page (A4, no scripts,
 * every value escaped) for the supervisory committee: what was run, under which
 * constraints, with which seed and inputs, what came out, what followed, and lines to sign.
 */
export function renderDrawRecord(
  record: DrawRecord,
  locale: Locale,
  time: (iso: string | null) => string,
): string {
  const t = (ref: string) => renderMessage(ref, locale);
  const { run } = record;
  const none = t(R.none);
  const declarationName = (r: RunView, id: number) => `${r.declarationNames[String(id)] ?? ''}（#${id}）`;
  const expertName = (r: RunView, id: number) => `${r.expertNames[String(id)] ?? ''}（#${id}）`;
  const fields: [string, string][] = [
    [t(R.edition), record.editionName],
    [t(R.group), record.groupName],
    [t(R.run), `#${run.runId}`],
    [t(R.kind), t(RUN_KIND_NAMES[run.kind])],
    [t(R.mode), t(ASSIGN_MODE_NAMES[run.mode])],
    [t(R.status), t(RUN_STATUS_NAMES[run.status])],
    [t(R.seed), String(run.seed)],
    [t(R.inputHash), run.inputHash],
    [t(R.solver), run.solver],
    [t(R.proposedBy), `${run.createBy ?? ''} ${time(run.createTime)}`],
    [t(R.appliedBy), run.appliedBy ? `${run.appliedBy} ${time(run.appliedTime)}` : none],
  ];
  const basis = run.basis;
  const constraints = basis
    ? [
        t(R.perDeclaration({ k: basis.expertsPerDeclaration })),
        ...Object.entries(basis.awardOverrides).map(([award, k]) => t(R.awardOverride({ award, k }))),
        t(R.loads({ min: basis.minLoad, max: basis.maxLoad })),
        ...(run.pairCap === null ? [] : [t(R.pairCap({ q: run.pairCap }))]),
        t(R.oneOrganisation),
      ]
    : [t(R.oneOrganisation)];
  const conflicts = (Object.entries(basis?.excludedByType ?? {}) as [ConflictType, number][]).map(
    ([type, n]) => [t(CONFLICT_TYPE_NAMES[type]), n],
  );
  const pairs = run.added.map((p) => [
    declarationName(run, p.declarationId),
    expertName(run, p.expertId),
    p.match,
    p.why.length ? p.why.map(t).join('；') : t(R.noShared),
  ]);
  const removed = run.removed.map((p) => [
    declarationName(run, p.declarationId),
    expertName(run, p.expertId),
  ]);
  const unfilled = run.unfilled.map((u) => [declarationName(run, u.declarationId), u.missing, t(u.reason)]);
  const replacements = record.replacements.map((r) => [
    `#${r.runId}`,
    time(r.appliedTime ?? r.createTime),
    r.message ? t(r.message) : '',
    r.removed.map((p) => `${declarationName(r, p.declarationId)} − ${expertName(r, p.expertId)}`).join('；'),
    [
      ...r.added.map((p) => `${expertName(r, p.expertId)}（${p.match}）`),
      ...r.unfilled.map((u) => t(u.reason)),
    ].join('；'),
    r.seed,
  ]);
  const title = t(R.title);
  const signature = (role: string) =>
    `<div class="sign"><span>${escapeHtml(role)}：</span><span class="line"></span><span>${escapeHtml(t(R.date))}：</span><span class="line short"></span></div>`;
  return `<!doctype html>
<html lang="${locale.replace('_', '-')}"><head><meta charset="utf-8"><title>${escapeHtml(`${title} #${run.runId}`)}</title>
<style>
@page { size: A4; margin: 18mm 15mm; }
body { font-family: "SimSun", "Songti SC", "Noto Serif CJK SC", serif; font-size: 11pt; color: #000; margin: 0 auto; max-width: 190mm; }
h1 { text-align: center; font-size: 18pt; margin: 0 0 12pt; }
h2 { font-size: 13pt; margin: 16pt 0 6pt; }
table { width: 100%; border-collapse: collapse; page-break-inside: auto; }
tr { page-break-inside: avoid; }
th, td { border: 1px solid #000; padding: 4pt 6pt; text-align: left; vertical-align: top; word-break: break-all; }
.fields th { width: 26%; white-space: nowrap; }
.empty { color: #555; }
ul { margin: 0; padding-left: 18pt; }
.sign { display: flex; gap: 6pt; margin: 18pt 0 0; align-items: flex-end; }
.line { flex: 1; border-bottom: 1px solid #000; min-height: 14pt; }
.line.short { flex: 0 0 40mm; }
.printed { color: #555; margin-top: 12pt; font-size: 9pt; }
@media screen { body { padding: 16px; } }
</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
<table class="fields"><tbody>${fields.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table>
<h2>${escapeHtml(t(R.constraints))}</h2>
<ul>${constraints.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>
<h2>${escapeHtml(t(R.conflicts))}</h2>
${htmlTable([t(R.conflictType), t(R.count)], conflicts, none)}
<h2>${escapeHtml(t(R.pairs))}</h2>
${htmlTable([t(R.declaration), t(R.expert), t(R.match), t(R.why)], pairs, none)}
${removed.length ? `<h2>${escapeHtml(t(R.removed))}</h2>\n${htmlTable([t(R.declaration), t(R.expert)], removed, none)}` : ''}
<h2>${escapeHtml(t(R.unfilled))}</h2>
${htmlTable([t(R.declaration), t(R.missing), t(R.reason)], unfilled, none)}
<h2>${escapeHtml(t(R.replacements))}</h2>
${htmlTable([t(R.run), t(R.time), t(R.cause), t(R.removed), t(R.pairs), t(R.seed)], replacements, none)}
<h2>${escapeHtml(t(R.signatures))}</h2>
${signature(t(R.operator))}
${signature(t(R.supervisor))}
${signature(t(R.committee))}
<p class="printed">${escapeHtml(t(R.printedAt({ time: time(new Date().toISOString()) })))}</p>
</body></html>
`;
}

import {
  DECLARATION_ACTION_NAMES,
  DECLARATION_ACTOR_NAMES,
  DECLARATION_STATUS_NAMES,
} from '@awards/shared/declaration-names';
import type { DeclarationDetail } from '@awards/shared/declarations';
import type { OpenEditionView } from '@awards/shared/declarer';
import type { RecommendUnitOption } from '@awards/shared/recommender';
import { ApiError } from '@awards/web-common/apiError';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { isNotifierWanted, onNotifierWanted } from '@awards/web-common/notify';
import { Notice } from '@awards/web-common/ui/form/Notice';
import { type RefObject, Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { inAppFrame } from '../../../components/antdFrame';
import { eachInItsOwnTask } from '../../../components/nextTask';
import { PageFallback } from '../../../components/PageFallback';
import { declarerApi } from '../api/declarations';
import { contentOf, missingItems, valuesOf } from '../declarationForm';
import {
  BLANK_REST,
  loadRules,
  REQUIRED,
  type RestValues,
  type RuledField,
  restOf,
  type TopValues,
  topMessage,
  topMessages,
  topOf,
  withRules,
} from '../firstFields';
import { useDeclarerText } from '../i18n';
import styles from './DeclarationEditor.module.css';
import { PlainCard, PlainInput, PlainItem, PlainSelect, PlainTextArea } from './plainFields';

/**
 * The rest of the form in antd's frame (key data, completers, attachments, the buttons and their
 * dialogs): loaded when the declarer first touches the page or scrolls it into view, so the
 * first screen's paint and input are not held by antd's code (issue 15, docs/site.md).
 */
const DeclarationRest = inAppFrame(() => import('./DeclarationRest').then((m) => m.DeclarationRest));

const EDITABLE = new Set(['draft', 'returned']);
const AUTOSAVE_MS = 1500;

interface Props {
  declarationId: number | null;
  /** A new draft was created by the autosave: the address names it from now on. */
  onCreated: (declarationId: number) => void;
  onLeave: () => void;
  /** Whether the declaration shown may be edited (the page's heading says so), once it is known. */
  onEditable?: (editable: boolean) => void;
  /**
   * The rest of the form was wanted earlier on this visit (the page keeps it: the editor is
   * mounted afresh when a new draft gets its id, and the rest's code is loaded by then), and
   * what tells the page it is wanted now.
   */
  restWanted?: boolean;
  onRestWanted?: () => void;
}

/**
 * One declaration, every field of it: written with autosave (a draft is created as soon as
 * the required fields pass the shared schema, then updated), checked for completeness before
 * submitting, submitted with a confirmation; a returned one shows the examination's opinion
 * beside the form and is resubmitted; a submitted one may be withdrawn with a reason.
 *
 * Its first screen (届次 to 项目简介) is plain elements, no antd; the rest is DeclarationRest.
 */
export function DeclarationEditor({
  declarationId,
  onCreated,
  onLeave,
  onEditable,
  restWanted: wantedBefore = false,
  onRestWanted,
}: Props) {
  const t = useDeclarerText();
  const [detail, setDetail] = useState<DeclarationDetail | null>(null);
  const [editions, setEditions] = useState<OpenEditionView[]>([]);
  const [disciplines, setDisciplines] = useState<{ code: string; value: string }[]>([]);
  const [regions, setRegions] = useState<{ code: string; name: string }[]>([]);
  const [recommendUnits, setRecommendUnits] = useState<RecommendUnitOption[]>([]);
  const [top, setTop] = useState<TopValues>({});
  const topRef = useRef<TopValues>({});
  const [messages, setMessages] = useState<Partial<Record<RuledField, string>>>({});
  // The rest's values as it reports them (the antd form is theirs), and what it starts from.
  const restRef = useRef<RestValues>(BLANK_REST);
  const [restSeed, setRestSeed] = useState<RestValues | null>(declarationId === null ? BLANK_REST : null);
  const [saveState, setSaveState] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const idRef = useRef<number | null>(declarationId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const restRoom = useRef<HTMLDivElement>(null);
  const restWanted = useWanted(restRoom, wantedBefore, onRestWanted);
  // The shared schemas with the rest (the first touch): the first screen's checks and the
  // autosave's have them before the declarer's first change.
  useEffect(() => {
    if (restWanted) void loadRules().catch(() => undefined);
  }, [restWanted]);

  useEffect(() => {
    // The choices render as transitions: in slices, yielding to input (no long task after the
    // first paint, issue 15), and those that come together render once. The four requests start
    // one task each: started together they were one task of 12–29 ms after the first paint.
    const settle =
      <T,>(set: (value: T) => void) =>
      (value: T) =>
        startTransition(() => set(value));
    eachInItsOwnTask([
      () => void declarerApi.openEditions().then(settle(setEditions), () => undefined),
      () => void declarerApi.disciplines().then(settle(setDisciplines), () => undefined),
      () => void declarerApi.regions().then(settle(setRegions), () => undefined),
      () => void declarerApi.recommendUnits().then(settle(setRecommendUnits), () => undefined),
    ]);
  }, []);
  useEffect(() => {
    if (declarationId === null) return;
    void declarerApi.detail(declarationId).then((d) => {
      setDetail(d);
      const values = valuesOf(d);
      topRef.current = topOf(values);
      setTop(topRef.current);
      restRef.current = restOf(values);
      setRestSeed(restRef.current);
    });
  }, [declarationId]);

  const editable = detail === null || EDITABLE.has(detail.status);
  useEffect(() => onEditable?.(editable), [editable, onEditable]);

  const save = useCallback(async (): Promise<DeclarationDetail | null> => {
    const content = contentOf({ ...topRef.current, ...restRef.current });
    const loaded = await loadRules().catch(() => null);
    if (!loaded?.declarationContentSchema.safeParse(content).success) return null;
    setSaveState(t('saving'));
    try {
      const saved =
        idRef.current === null
          ? await declarerApi.add(content)
          : await declarerApi.update({ ...content, declarationId: idRef.current });
      if (idRef.current === null) {
        idRef.current = saved.declarationId;
        onCreated(saved.declarationId);
      }
      setDetail(saved);
      setSaveState(t('saved', { time: formatDateTime(new Date().toISOString()).slice(11) }));
      return saved;
    } catch (e) {
      const text = e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e);
      setSaveState(t('saveFailed', { message: text }));
      return null;
    }
  }, [onCreated, t]);

  const schedule = () => {
    if (!editable) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };
  const cancelAutosave = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  /** A first-screen field changed: checked as it changes (as antd's Form did), then saved. */
  const change = <K extends keyof TopValues>(name: K, value: TopValues[K]) => {
    const next: TopValues = { ...topRef.current, [name]: value };
    // Another edition: its awards differ, the award and grade are chosen again.
    if (name === 'editionId') Object.assign(next, { awardId: undefined, gradeLevel: null });
    topRef.current = next;
    setTop(next);
    if (name === 'editionId' || name === 'awardId' || name === 'projectName') {
      const field = name as RuledField;
      withRules((loaded) =>
        setMessages((m) => ({ ...m, [field]: topMessage(loaded, field, value) ?? undefined })),
      );
    }
    schedule();
  };

  const onRestChange = (rest: RestValues) => {
    restRef.current = rest;
    schedule();
  };

  const check = (): boolean => {
    const values = { ...topRef.current, ...restRef.current };
    const chosen = editions
      .find((e) => e.editionId === values.editionId)
      ?.awards.find((a) => a.awardId === values.awardId);
    const items = missingItems(values, chosen?.needsRecommendation ?? false);
    setMissing(items.map((item) => t(`missing.${item}`)));
    return items.length === 0;
  };

  const validateTop = () => withRules((loaded) => setMessages(topMessages(loaded, topRef.current)));

  const edition = editions.find((e) => e.editionId === top.editionId);
  const award = edition?.awards.find((a) => a.awardId === top.awardId);
  const opinions = (detail?.audits ?? []).filter((a) => a.opinion);
  const returned =
    detail?.status === 'returned'
      ? [...opinions].reverse().find((a) => a.toStatus === 'returned')
      : undefined;
  const disabled = !editable;

  return (
    <div className={styles.editor} data-testid="declaration-editor">
      <div className={styles.top}>
        <button type="button" className={styles.button} onClick={onLeave}>
          {t('back')}
        </button>
        {detail && (
          <span className={styles.tag} data-editable={editable} data-testid="declaration-status">
            {translateShared(DECLARATION_STATUS_NAMES[detail.status])}
          </span>
        )}
      </div>
      {error && (
        <Notice type="error" title={error} showIcon onClose={() => setError(null)} closeLabel={t('close')} />
      )}
      {returned && (
        <Notice type="warning" title={t('returnedTitle')} showIcon>
          <span data-testid="returned-opinion">{returned.opinion}</span>
        </Notice>
      )}
      <div data-testid="declaration-form">
        <PlainCard>
          <PlainItem
            id="editionId"
            label={t('edition')}
            required={REQUIRED.editionId}
            error={messages.editionId}
          >
            {(aria) => (
              <PlainSelect
                {...aria}
                disabled={disabled || detail !== null}
                value={top.editionId}
                options={(detail && !edition
                  ? [{ value: detail.editionId, label: detail.editionName }]
                  : []
                ).concat(editions.map((e) => ({ value: e.editionId, label: e.editionName })))}
                onChange={(v) => change('editionId', v)}
              />
            )}
          </PlainItem>
          <PlainItem id="awardId" label={t('award')} required={REQUIRED.awardId} error={messages.awardId}>
            {(aria) => (
              <PlainSelect
                {...aria}
                disabled={disabled}
                value={top.awardId}
                options={(detail && !award
                  ? [{ value: detail.awardId, label: detail.awardName }]
                  : []
                ).concat((edition?.awards ?? []).map((a) => ({ value: a.awardId, label: a.awardName })))}
                onChange={(v) => change('awardId', v)}
              />
            )}
          </PlainItem>
          <PlainItem id="gradeLevel" label={t('grade')}>
            {(aria) => (
              <PlainSelect
                {...aria}
                disabled={disabled}
                value={top.gradeLevel}
                options={(award?.grades ?? []).map((g) => ({ value: g.gradeLevel, label: g.gradeName }))}
                onChange={(v) => change('gradeLevel', v ?? null)}
              />
            )}
          </PlainItem>
          <PlainItem
            id="projectName"
            label={t('projectName')}
            required={REQUIRED.projectName}
            error={messages.projectName}
          >
            {(aria) => (
              <PlainInput
                {...aria}
                disabled={disabled}
                maxLength={200}
                value={top.projectName ?? ''}
                onChange={(e) => change('projectName', e.target.value)}
              />
            )}
          </PlainItem>
          <PlainItem
            id="recommendUnitId"
            label={t('recommendUnit')}
            extra={award?.needsRecommendation ? t('recommendUnitHint') : undefined}
          >
            {(aria) => (
              <PlainSelect
                {...aria}
                disabled={disabled}
                value={top.recommendUnitId}
                options={(detail?.recommendUnitId &&
                !recommendUnits.some((u) => u.organId === detail.recommendUnitId)
                  ? [{ value: detail.recommendUnitId, label: detail.recommendUnit ?? '' }]
                  : []
                ).concat(recommendUnits.map((u) => ({ value: u.organId, label: u.organName })))}
                onChange={(v) => change('recommendUnitId', v ?? null)}
              />
            )}
          </PlainItem>
          <PlainItem id="discipline" label={t('discipline')}>
            {(aria) => (
              <PlainSelect
                {...aria}
                disabled={disabled}
                value={top.discipline}
                options={disciplines.map((d) => ({ value: d.code, label: d.value }))}
                onChange={(v) => change('discipline', v)}
              />
            )}
          </PlainItem>
          <PlainItem id="regionCode" label={t('region')}>
            {(aria) => (
              <PlainSelect
                {...aria}
                disabled={disabled}
                value={top.regionCode}
                options={regions.map((r) => ({ value: r.code, label: r.name }))}
                onChange={(v) => change('regionCode', v)}
              />
            )}
          </PlainItem>
          <PlainItem id="summary" label={t('summary')}>
            {(aria) => (
              <PlainTextArea
                {...aria}
                disabled={disabled}
                rows={5}
                maxLength={5000}
                value={top.summary ?? ''}
                onChange={(e) => change('summary', e.target.value)}
              />
            )}
          </PlainItem>
        </PlainCard>
      </div>
      {/* The rest's room, below the first screen on a phone: empty until the rest is wanted
          (nothing is loading then), a spinner while its code and the declaration load. */}
      <div ref={restRoom} className={styles.restRoom}>
        {restWanted &&
          (restSeed ? (
            <Suspense fallback={<PageFallback />}>
              <DeclarationRest
                seed={restSeed}
                editable={editable}
                detail={detail}
                onChange={onRestChange}
                check={check}
                validateTop={validateTop}
                save={save}
                cancelAutosave={cancelAutosave}
                setDetail={setDetail}
                onError={setError}
                missing={missing}
                saveState={saveState}
              />
            </Suspense>
          ) : (
            <PageFallback />
          ))}
      </div>
      {/* The examination's opinions: text only, plain (they show without antd). */}
      {opinions.length > 0 && (
        <PlainCard title={t('opinions')}>
          {opinions.map((a) => (
            <p key={a.auditId} className={styles.opinion}>
              {formatDateTime(a.createTime)} · {translateShared(DECLARATION_ACTION_NAMES[a.action])}（
              {translateShared(DECLARATION_ACTOR_NAMES[a.actorKind])}）：{a.opinion}
            </p>
          ))}
        </PlainCard>
      )}
    </div>
  );
}

/**
 * True once the declarer touches the page (pointer, key, focus, wheel, scroll) or the element
 * comes into view: what loads antd for the rest of the form. Also when the HTTP client has a
 * failure notice or dialog to show (session expired, server error): they are shown by the notice
 * host of antd's frame, which comes with the rest. Without IntersectionObserver (jsdom), at once.
 */
function useWanted(
  room: RefObject<HTMLElement | null>,
  before: boolean,
  onWanted: (() => void) | undefined,
): boolean {
  const [wanted, setWanted] = useState(before);
  const told = useRef(onWanted);
  told.current = onWanted;
  useEffect(() => {
    if (wanted) return;
    const want = () => {
      setWanted(true);
      told.current?.();
    };
    if (typeof IntersectionObserver === 'undefined' || isNotifierWanted()) {
      want();
      return;
    }
    const unsubscribe = onNotifierWanted(want);
    const events = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart', 'scroll'] as const;
    for (const e of events) window.addEventListener(e, want, { capture: true, passive: true });
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    if (room.current) observer.observe(room.current);
    return () => {
      for (const e of events) window.removeEventListener(e, want, { capture: true });
      observer.disconnect();
      unsubscribe();
    };
  }, [wanted, room]);
  return wanted;
}

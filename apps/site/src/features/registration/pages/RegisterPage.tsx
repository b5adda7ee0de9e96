import type { MyRegistrationView } from '@awards/shared/site-registration';
import { ApiError } from '@awards/web-common/apiError';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { Alert, App, Descriptions, Result, Segmented, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { SITE_PATHS } from '../../../config/paths';
import { registrationApi, storedTicket, storeTicket } from '../api/registration';
import { ExpertForm } from '../components/ExpertForm';
import { PersonForm } from '../components/PersonForm';
import { PhoneCheck } from '../components/PhoneCheck';
import { UnitForm } from '../components/UnitForm';
import { useRegistrationText } from '../i18n';
import styles from './RegisterPage.module.css';

type Step =
  | { name: 'phone' }
  | { name: 'loading' }
  | { name: 'application'; mine: MyRegistrationView }
  | { name: 'done'; kind: Kind };

type Kind = 'unit' | 'expert' | 'person';

/**
 * Registration on the site (docs/site.md "Registration"): the phone first; then either the
 * application already filed from it (its state, the audit's opinion, and when rejected the
 * form to correct and file again) or a new one, as a declaring unit, an expert, or a person
 * who files objections (active at once, no audit).
 */
export function RegisterPage() {
  const title = usePageTitle();
  const t = useRegistrationText();
  const [step, setStep] = useState<Step>(storedTicket() ? { name: 'loading' } : { name: 'phone' });
  const [kind, setKind] = useState<Kind>('unit');
  const [error, setError] = useState<string | null>(null);

  const expired = useCallback(() => {
    storeTicket(null);
    setStep({ name: 'phone' });
  }, []);

  const load = useCallback(async () => {
    setStep({ name: 'loading' });
    try {
      setStep({ name: 'application', mine: await registrationApi.mine() });
    } catch (e) {
      if (e instanceof ApiError && e.status !== 401) setError(translateShared(e.ref ?? e.message));
      expired();
    }
  }, [expired]);

  useEffect(() => {
    if (storedTicket()) void load();
  }, [load]);

  const handlers = { onDone: () => setStep({ name: 'done', kind }), onError: setError, onExpired: expired };

  return (
    <App component={false}>
      <section className={styles.panel} aria-labelledby="register-heading">
        <h1 id="register-heading" className={styles.heading}>
          {title}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        {error && (
          <Alert
            type="error"
            showIcon
            closable
            title={error}
            className={styles.block}
            onClose={() => setError(null)}
          />
        )}
        {step.name === 'phone' && <PhoneCheck onVerified={() => void load()} />}
        {step.name === 'loading' && <Spin />}
        {step.name === 'done' && step.kind !== 'person' && (
          <Result
            status="success"
            title={t('submittedTitle')}
            subTitle={t('submittedText')}
            extra={<Link to={SITE_PATHS.home}>{t('backHome')}</Link>}
            data-testid="registration-done"
          />
        )}
        {step.name === 'done' && step.kind === 'person' && (
          <Result
            status="success"
            title={t('personDoneTitle')}
            subTitle={t('personDoneText')}
            extra={
              <Link to={SITE_PATHS.signIn} data-testid="registration-sign-in">
                {t('signIn')}
              </Link>
            }
            data-testid="registration-done"
          />
        )}
        {step.name === 'application' && step.mine.kind === null && (
          <>
            <Segmented<Kind>
              block
              aria-label={t('kind')}
              className={`${styles.block} ${styles.kinds}`}
              value={kind}
              onChange={setKind}
              options={[
                { value: 'unit', label: t('unit') },
                { value: 'expert', label: t('expert') },
                { value: 'person', label: t('person') },
              ]}
            />
            {kind === 'unit' && <UnitForm resubmit={false} {...handlers} />}
            {kind === 'expert' && <ExpertForm resubmit={false} {...handlers} />}
            {kind === 'person' && <PersonForm {...handlers} />}
          </>
        )}
        {step.name === 'application' && step.mine.kind !== null && (
          <Application mine={step.mine} handlers={handlers} />
        )}
      </section>
    </App>
  );
}

function Application({
  mine,
  handlers,
}: {
  mine: MyRegistrationView;
  handlers: { onDone: () => void; onError: (m: string) => void; onExpired: () => void };
}) {
  const t = useRegistrationText();
  const status = mine.status ?? 'pending';
  if (mine.kind === 'person')
    return (
      <Alert
        type="success"
        showIcon
        className={styles.block}
        data-testid="registration-status"
        title={t('personRegistered')}
        description={<Link to={SITE_PATHS.signIn}>{t('signIn')}</Link>}
      />
    );
  const tone = status === 'approved' ? 'success' : status === 'rejected' ? 'warning' : 'info';
  return (
    <div data-testid="registration-status">
      <Alert
        type={tone}
        showIcon
        className={styles.block}
        title={`${t('statusTitle')}（${mine.kind === 'unit' ? t('unit') : t('expert')}）：${t(`status.${status}`)}`}
        description={
          status === 'approved' ? (
            <>
              {t('approvedText')} <Link to={SITE_PATHS.signIn}>{t('signIn')}</Link>
            </>
          ) : (
            t(status === 'rejected' ? 'rejectedText' : 'pendingText')
          )
        }
      />
      <Descriptions
        column={1}
        size="small"
        className={styles.block}
        bordered
        styles={{ label: { whiteSpace: 'nowrap', width: 96 } }}
      >
        {mine.submitTime && (
          <Descriptions.Item label={t('submitTime')}>{formatDateTime(mine.submitTime)}</Descriptions.Item>
        )}
        {mine.auditTime && (
          <Descriptions.Item label={t('auditTime')}>{formatDateTime(mine.auditTime)}</Descriptions.Item>
        )}
        {mine.auditOpinion && (
          <Descriptions.Item label={t('opinion')}>
            <span data-testid="registration-opinion">{mine.auditOpinion}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {status === 'rejected' &&
        (mine.kind === 'unit' ? (
          <UnitForm initial={mine.unit} resubmit {...handlers} />
        ) : (
          <ExpertForm initial={mine.expert} resubmit {...handlers} />
        ))}
    </div>
  );
}

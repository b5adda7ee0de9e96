import { Alert, App, Flex, Tag } from 'antd';
import styles from '../../../components/content.module.css';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useTexts } from '../../../lib/texts';
import { useDisciplines, useMyEditions, useMyExpert } from '../api';
import { AvailabilityList } from '../components/AvailabilityList';
import { ProfileForm } from '../components/ProfileForm';
import { T } from '../texts';

/**
 * An expert's home (the experts module's own calls, /rest/expert/mine*): what assignment
 * matches on (discipline and keywords), availability per open edition, and the record the
 * expert keeps up to date (docs/site.md "The expert home").
 */
export function ExpertHomePage() {
  const title = usePageTitle();
  const texts = useTexts();
  const expert = useMyExpert();
  const editions = useMyEditions();
  const disciplines = useDisciplines();
  const disciplineName = (code: string) => disciplines.data?.find((d) => d.code === code)?.value ?? code;
  // App: the confirmation and the toasts of the forms below (the frame has none: the budget).
  return (
    <App component={false}>
      <section data-testid="expert-home">
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.meta}>{texts(T.intro)}</p>
        <LoadState query={expert}>
          {(me) => (
            <>
              {me.status === 'pending' && (
                <Alert type="warning" showIcon title={texts(T.pending)} style={{ marginBottom: 12 }} />
              )}
              <h2 className={styles.subheading}>{texts(T.matchTitle)}</h2>
              <div className={styles.card} data-testid="expert-match">
                <dl className={styles.definitions}>
                  <dt>{texts(T.discipline)}</dt>
                  <dd>{disciplineName(me.discipline)}</dd>
                  <dt>{texts(T.keywords)}</dt>
                  <dd>
                    {me.keywords.length ? (
                      <Flex wrap gap={4}>
                        {me.keywords.map((k) => (
                          <Tag key={k} color="blue" style={{ marginInlineEnd: 0 }}>
                            {k}
                          </Tag>
                        ))}
                      </Flex>
                    ) : (
                      texts(T.noKeywords)
                    )}
                  </dd>
                </dl>
                <p className={styles.meta} style={{ marginTop: 8, marginBottom: 0 }}>
                  {texts(T.matchText)}
                </p>
              </div>
              <h2 className={styles.subheading}>{texts(T.availabilityTitle)}</h2>
              <LoadState query={editions}>{(list) => <AvailabilityList editions={list} />}</LoadState>
              <h2 className={styles.subheading}>{texts(T.profileTitle)}</h2>
              <ProfileForm expert={me} />
            </>
          )}
        </LoadState>
      </section>
    </App>
  );
}

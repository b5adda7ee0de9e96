import { ComingSoon } from '../../../components/ComingSoon';
import { usePageTitle } from '../../../components/usePageTitle';

/**
 * A declaring unit's declarations (the declarer API, /rest/declarer/*): where a declarer lands
 * after signing in. A placeholder until the declarer workspace of issue 15 fills it.
 */
export function MyDeclarationsPage() {
  return <ComingSoon title={usePageTitle()} testId="my-declarations" />;
}

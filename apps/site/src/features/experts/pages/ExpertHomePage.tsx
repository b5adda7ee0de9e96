import { ComingSoon } from '../../../components/ComingSoon';
import { usePageTitle } from '../../../components/usePageTitle';

/**
 * An expert's home (the experts module): where an expert lands after signing in. A placeholder
 * until the expert home of issue 15 and the scoring pages of issue 16 fill it.
 */
export function ExpertHomePage() {
  return <ComingSoon title={usePageTitle()} testId="expert-home" />;
}

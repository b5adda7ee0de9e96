import { Button, Flex } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useReviewSummary } from '../api';
import { ReviewSummary } from '../components/ReviewSummary';
import { useResultsText } from '../i18n';

/**
 * 评审意见汇总 of one of the unit's declarations (/site/my/declarations/<id>/summary): shown once
 * the edition's results are published; before that the server's refusal says when.
 */
export function ReviewSummaryPage() {
  const t = useResultsText();
  const title = usePageTitle(t('title'));
  const navigate = useNavigate();
  const declarationId = Number(useParams().declarationId);
  const query = useReviewSummary(declarationId);
  return (
    <Flex vertical gap={12} data-testid="review-summary-page">
      <h1 style={{ margin: 0, fontSize: 20 }}>{title}</h1>
      <LoadState query={query}>{(view) => <ReviewSummary view={view} t={t} />}</LoadState>
      <Button
        type="link"
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
        onClick={() => void navigate('/my/declarations')}
        data-testid="review-summary-back"
      >
        {t('back')}
      </Button>
    </Flex>
  );
}

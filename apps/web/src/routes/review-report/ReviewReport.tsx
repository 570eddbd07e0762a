import { useParams } from 'react-router';
import ReportScreen from '../../features/report/ReportScreen';

/**
 * Spec 2.7: the report of a review at /review/{id}/report. The route loads this screen lazily with
 * its guard (decision 0014), report screen and all: a second lazy step inside it cost one more
 * round trip before the summary was asked for (issue 30).
 */
export function ReviewReport() {
  const { id = '' } = useParams();
  return <ReportScreen key={id} reviewId={id} />;
}

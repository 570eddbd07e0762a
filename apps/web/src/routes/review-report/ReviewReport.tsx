import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../../features/shell/Loading';

// The report screen (tables, dialogs, markdown) loads when a report is opened.
const ReportScreen = lazy(() => import('../../features/report/ReportScreen'));

/** Spec 2.7: the report of a review at /review/{id}/report. */
export function ReviewReport() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<Loading />}>
      <ReportScreen key={id} reviewId={id} />
    </Suspense>
  );
}

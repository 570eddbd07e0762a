import { ReviewsList } from '../../features/reviews/ReviewsList';
import { ScreenHeading } from '../../features/shell/ScreenHeading';
import { PageIntro } from '../../features/site/PageIntro';

/** Spec 2.8: the reviews list (My reviews) at /user/reports. */
export function UserReports() {
  return (
    <>
      <ScreenHeading>Reviews</ScreenHeading>
      <PageIntro type="review" />
      <ReviewsList />
    </>
  );
}

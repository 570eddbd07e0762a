import { ScreenHeading } from '../shell/ScreenHeading';
import { PageIntro } from '../site/PageIntro';
import { ReviewsList } from './ReviewsList';

/** Spec 2.8: the reviews list (My reviews) at /user/reports. */
export function UserReportsScreen() {
  return (
    <>
      <ScreenHeading>Reviews</ScreenHeading>
      <PageIntro type="review" />
      <ReviewsList />
    </>
  );
}

import { ContentPage } from '../../features/site/ContentPage';

/** Spec 2.10: support at /support: contact, information and attachments from the content service. */
export function Support() {
  return <ContentPage type="support" />;
}

import { ContentPage } from '../../features/site/ContentPage';

/** Spec 2.10: the product page (About) at /product: workflow, benefits and attachments from the content service. */
export function Product() {
  return <ContentPage type="product" />;
}

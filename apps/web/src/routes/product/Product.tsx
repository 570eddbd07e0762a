import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.10: the product page (About) at /product. Owned by a later issue. */
export function Product() {
  return <NotBuiltYet title="About" />;
}

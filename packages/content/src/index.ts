export { shellContent } from './site/shell';

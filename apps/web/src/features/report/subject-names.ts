/**
 * A subject id as a reader knows it ('t1/ann' is Ann (Oak Trust)). The server's customer
 * explanation names subjects the same way, so the one implementation lives in the domain.
 */
export { subjectName } from '@tsr/domain/report-view';

/**
 * @tsr/domain/report-view: what the report and review screens in the browser read: subject names,
 * bullet text, risk bands and remediation statuses, without the logic language or scoring.
 */
export { statusesFrom, TIMELINE_USER_LENGTH } from '../remediation/remediate';
export { RISK_BAND_NAMES, type RiskBand, riskBand } from '../scoring/risk-band';
export { bulletMarkersToMarkdown } from './bullets';
export { type ResponseBlock, responseBlocks } from './response-blocks';
export { subjectName } from './subject-name';

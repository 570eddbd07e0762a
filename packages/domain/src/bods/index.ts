/**
 * @tsr/domain/bods: structures in and out as BODS 0.4 (issue 35, docs/decisions/0041-bods.md).
 * Pure: the schema check is the server's (apps/server/src/bods), before `importStatements`.
 */
export { type ExportOptions, exportStructure } from './export-structure';
export { type ImportResult, importStatements } from './import-statements';
export { checkCount, type ParsedFile, parseBodsText } from './parse-file';
export type { Statement } from './statements';

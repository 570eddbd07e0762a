import type { StructureFinding } from '@tsr/contract';

/** The worst severity among findings: a section's status chip, a diagram node's mark. */
export function worstSeverity(findings: readonly StructureFinding[]): 'error' | 'invalid' | null {
  if (findings.some((finding) => finding.severity === 'error')) return 'error';
  return findings.length > 0 ? 'invalid' : null;
}

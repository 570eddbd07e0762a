import { type PdfVerification, reportFileName, scenarioFileName, VERIFY_TEXTS } from '@tsr/contract';
import type { FastifyReply } from 'fastify';
import { type PdfState, sha256, stateOfPdf } from './pdf-fingerprint';
import type { PdfScenario, PdfSource } from './pdf-job';
import type { PdfPool } from './pdf-pool';

/** The report's PDF download (spec 2.7, 9): rendered in the PDF pool, named as the spec says. */
export class ReportPdf {
  constructor(
    private readonly shortName: string,
    private readonly pool: PdfPool,
  ) {}

  async send(reply: FastifyReply, source: PdfSource, remediated: boolean): Promise<FastifyReply> {
    const buffer = await this.pool.render({ ...source, remediated, shortName: this.shortName });
    return attachment(
      reply,
      reportFileName(this.shortName, source.report.structure.name, remediated),
      buffer,
    );
  }

  /** A what-if scenario's PDF (issue 33): its report laid out as a report's, marked on every page. */
  async sendScenario(
    reply: FastifyReply,
    source: Omit<PdfSource, 'changes'> & { scenario: PdfScenario },
  ): Promise<FastifyReply> {
    const buffer = await this.pool.render({ ...source, remediated: false, shortName: this.shortName });
    const name = scenarioFileName(this.shortName, source.scenario.name, source.report.structure.name);
    return attachment(reply, name, buffer);
  }

  /**
   * "Verify a PDF" (docs/decisions/0035): the state the file says it shows (view and number of
   * remediations) is rendered again, as `viewAt` gives it, and the bytes compared. A report's
   * remediations are only ever appended, so every state a PDF was made of can be made again.
   */
  async verify(
    bytes: Uint8Array,
    viewAt: (state: PdfState) => Promise<PdfSource | null>,
  ): Promise<PdfVerification> {
    if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
      return { verified: false, message: VERIFY_TEXTS.notAPdf };
    const state = stateOfPdf(bytes);
    if (!state) return { verified: false, message: VERIFY_TEXTS.notOurs };
    const source = await viewAt(state);
    if (!source) return { verified: false, message: VERIFY_TEXTS.unknownState };
    const again = await this.pool.render({
      ...source,
      remediated: state.remediated,
      shortName: this.shortName,
    });
    if (sha256(again) !== sha256(bytes)) return { verified: false, message: VERIFY_TEXTS.altered };
    return { verified: true, message: VERIFY_TEXTS.verified(state.remediated, state.remediations), ...state };
  }
}

/** The PDF as a download named `name` (an ASCII fallback beside the UTF-8 name). */
function attachment(reply: FastifyReply, name: string, pdf: Buffer): FastifyReply {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(pdf);
}

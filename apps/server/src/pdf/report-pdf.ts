import { type ReportView, reportFileName } from '@tsr/contract';
import type { FastifyReply } from 'fastify';
import type { PdfPool } from './pdf-pool';

/** The report's PDF download (spec 2.7, 9): rendered in the PDF pool, named as the spec says. */
export class ReportPdf {
  constructor(
    private readonly shortName: string,
    private readonly pool: PdfPool,
  ) {}

  async send(reply: FastifyReply, report: ReportView, remediated: boolean): Promise<FastifyReply> {
    const buffer = await this.pool.render({ report, remediated, shortName: this.shortName });
    const name = reportFileName(this.shortName, report.structure.name, remediated);
    const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(buffer);
  }
}

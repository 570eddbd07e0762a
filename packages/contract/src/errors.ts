import { z } from 'zod';
import { ContentFinding } from './content';
import { GoldenComparison } from './editor';
import { StructureFinding } from './structure';

/**
 * The error body of spec 7 and 8: every non-2xx answer of the API has this shape.
 * The optional fields name the faulty item (a question, rule, response, logic text, entity)
 * so that the questionnaire and submit screens can show them in their error panels.
 */
export const ErrorBody = z
  .object({
    status: z.number().int(),
    message: z.string(),
    logic: z.string().optional(),
    response: z.string().optional(),
    rule: z.string().optional(),
    entityName: z.string().optional(),
    question: z.string().optional(),
    /**
     * POST /review/start refused: every finding of the structure (message, entity, party, owner,
     * field path), in the builder's order; `message` is the first one's, for older clients.
     */
    findings: z.array(StructureFinding).optional(),
    /** Publish refused by validateContent: every error (path, message). */
    contentFindings: z.array(ContentFinding).optional(),
    /** Publish refused until confirmed: the golden structures whose results change. */
    comparison: GoldenComparison.optional(),
    /** Correlates a 5xx answer with the server log; never carries internals. */
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

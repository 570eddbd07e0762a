import { BODS_SCHEMA_ERRORS_SHOWN, type BodsSchemaError } from '@tsr/contract';
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import components from './schema/components.json' with { type: 'json' };
import entityRecord from './schema/entity-record.json' with { type: 'json' };
import personRecord from './schema/person-record.json' with { type: 'json' };
import relationshipRecord from './schema/relationship-record.json' with { type: 'json' };
import statement from './schema/statement.json' with { type: 'json' };

/**
 * The official BODS 0.4 JSON Schema (vendored in ./schema with its licence and version), compiled
 * once with Ajv for draft 2020-12 and the formats it uses (date, date-time, uri). Server only: the
 * validator stays out of the browser bundle.
 */

let compiled: ReturnType<Ajv2020['compile']> | undefined;

function validator() {
  if (compiled) return compiled;
  // Not strict: Ajv's strict mode checks how a schema is written (a `required` property declared in
  // another branch, its own annotations such as `codelist`), and the official schema is used as
  // published. Formats are checked all the same.
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema([components, entityRecord, personRecord, relationshipRecord].map(withNamespace));
  compiled = ajv.compile(withNamespace(statement));
  return compiled;
}

/**
 * The schema names its files `urn:statement`, `urn:components`, ...: URNs without a namespace,
 * which Ajv's URI library refuses to resolve ("URN without nid"). In memory only, every `$id` and
 * `$ref` gets one (`urn:bods:statement`); nothing else of the schema changes, and the files stay
 * as published.
 */
function withNamespace<T>(schema: T): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        (key === '$id' || key === '$ref') && typeof inner === 'string' && inner.startsWith('urn:')
          ? `urn:bods:${inner.slice(4)}`
          : walk(inner),
      ]),
    );
  };
  // The same JSON with two keys' values renamed.
  return walk(schema) as T;
}

export interface SchemaCheck {
  /** The first errors (BODS_SCHEMA_ERRORS_SHOWN), and how many there were in all. */
  readonly errors: BodsSchemaError[];
  readonly count: number;
}

/** Checks the statements against the schema: no errors when the file is valid BODS 0.4. */
export function checkBodsSchema(statements: unknown[]): SchemaCheck {
  const validate = validator();
  if (validate(statements)) return { errors: [], count: 0 };
  // "must match then schema" only repeats the error inside the branch it names.
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'if');
  return { errors: errors.slice(0, BODS_SCHEMA_ERRORS_SHOWN).map(schemaError), count: errors.length };
}

function schemaError(error: ErrorObject): BodsSchemaError {
  const allowed =
    error.keyword === 'enum' && Array.isArray(error.params.allowedValues)
      ? `: ${error.params.allowedValues.join(', ')}`
      : '';
  return { path: error.instancePath || '/', message: `${error.message ?? 'is not valid'}${allowed}` };
}

import {
  type messages,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  types,
} from '@electric-sql/pglite';

/** Statement texts kept prepared per database; the oldest is closed when one more is needed. */
const STATEMENTS_KEPT = 500;

/** PostgreSQL's answer when a prepared statement's result columns changed under it (ALTER TABLE). */
const CACHED_PLAN_CHANGED = '0A000';

/** Commands whose tag's count is the rows they changed (PGlite's `affectedRows`). */
const AFFECTING_COMMANDS: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

type Parser = (text: string, typeId: number) => unknown;

interface Statement {
  name: string;
  /** The parameters' type OIDs, for PGlite's serializers. */
  paramTypes: number[];
  /** The result's columns, as PGlite's results name them (none for a statement without rows). */
  fields: readonly { name: string; dataTypeID: number }[];
  /** Each column's parser for the call's parser options (`parsersFor`), worked out once. */
  parsers: (Parser | undefined)[];
  parsersFor: QueryOptions['parsers'] | null;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * PGlite's `query` runs a statement as six calls into Postgres (parse, describe, bind, describe,
 * execute, sync), parsing and planning its text anew every time. A `next` makes three such
 * queries, and PGlite runs in the server's own thread. This client prepares each text
 * once under a name, as node-postgres's named statements do on PostgreSQL, and runs every later
 * call as one batch of Bind, Execute and Sync: 0.15 ms instead of 0.55 to 0.8 ms for the
 * principal's read (decision 0019).
 *
 * It is the client Drizzle is given for PGlite, and gives what PGlite's `query` gives: the same
 * rows (PGlite's own parsers and serializers), the same errors (a DatabaseError carrying the
 * query), the same ordering (PGlite's transaction and query locks, so a call waits for a running
 * transaction as before). Transactions are PGlite's own, unchanged; a call with options this
 * client does not handle (a blob, parameter types) goes to PGlite's `query`.
 */
export class PreparedStatementsClient {
  private readonly statements = new Map<string, Statement>();
  /** Statements evicted from the map, closed with the next batch sent. */
  private toClose: string[] = [];
  private made = 0;

  constructor(
    readonly pglite: PGlite,
    private readonly limit = STATEMENTS_KEPT,
  ) {}

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob !== undefined || options?.paramTypes !== undefined)
      return this.pglite.query<T>(text, params, options);
    await this.pglite._checkReady();
    return this.pglite._runExclusiveTransaction(() =>
      this.pglite._runExclusiveQuery(async () => {
        try {
          return await this.run<T>(text, params, options);
        } catch (error) {
          if ((error as { code?: unknown }).code !== CACHED_PLAN_CHANGED) throw error;
          // A table changed under the statement: prepare it again, once.
          this.forget(text);
          return await this.run<T>(text, params, options);
        } finally {
          await this.pglite.syncToFs();
        }
      }),
    );
  }

  transaction: PGlite['transaction'] = (callback) => this.pglite.transaction(callback);

  /** Statements prepared now (for tests). */
  get size(): number {
    return this.statements.size;
  }

  private async run<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    const statement = this.statements.get(text) ?? (await this.prepare(text, options));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[oid] ?? this.pglite.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const answer = await this.send(
      [
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ],
      text,
      params,
      options,
    );
    return this.results<T>(statement, answer, options);
  }

  /**
   * The rows and counts, as PGlite's `parseResults` gives them. Not that function: it merges the
   * call's parsers into PGlite's (one per type, arrays included: some 200) on every call, which
   * took a sixth of the server's thread under load; a column's parser is the same for every row.
   */
  private results<T>(
    statement: Statement,
    replies: messages.BackendMessage[],
    options: QueryOptions | undefined,
  ): Results<T> {
    const { fields } = statement;
    const parsers = this.columnParsers(statement, options?.parsers);
    const asArray = options?.rowMode === 'array';
    const rows: unknown[] = [];
    const result: Results<unknown> = { rows, fields: [...fields], affectedRows: 0 };
    for (const reply of replies) {
      if (reply.name === 'dataRow') {
        const values = (reply as messages.DataRowMessage).fields;
        const row: unknown[] | Record<string, unknown> = asArray ? [] : {};
        for (let i = 0; i < values.length; i += 1) {
          const text = values[i] as string | null;
          const parse = parsers[i];
          const value = text === null ? null : parse ? parse(text, fields[i]?.dataTypeID ?? 0) : text;
          if (asArray) (row as unknown[]).push(value);
          else (row as Record<string, unknown>)[fields[i]?.name ?? ''] = value;
        }
        rows.push(row);
      } else if (reply.name === 'commandComplete') {
        // A tag that carries a count ends in it ("SELECT 2", "UPDATE 3", "INSERT 0 5").
        const words = (reply as messages.CommandCompleteMessage).text.split(' ');
        const command = words[0] ?? '';
        const count = Number.parseInt(words[words.length - 1] ?? '', 10);
        result.command = command;
        if (AFFECTING_COMMANDS.has(command)) result.affectedRows = count;
        if (!Number.isNaN(count)) result.rowCount = count;
      }
    }
    return result as Results<T>;
  }

  private columnParsers(statement: Statement, given: QueryOptions['parsers']): (Parser | undefined)[] {
    if (statement.parsersFor !== given) {
      statement.parsers = statement.fields.map(
        ({ dataTypeID }) =>
          (given?.[dataTypeID] ?? this.pglite.parsers[dataTypeID] ?? types.parsers[dataTypeID]) as
            | Parser
            | undefined,
      );
      statement.parsersFor = given;
    }
    return statement.parsers;
  }

  private async prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    if (this.statements.size >= this.limit) {
      const [oldest] = this.statements.keys();
      if (oldest !== undefined) this.forget(oldest);
    }
    this.made += 1;
    const name = `pglite_s${this.made}`;
    const replies = await this.send(
      [
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ],
      text,
      [],
      options,
    );
    const statement: Statement = { name, paramTypes: [], fields: [], parsers: [], parsersFor: null };
    for (const reply of replies) {
      if (reply.name === 'parameterDescription')
        statement.paramTypes = (reply as messages.ParameterDescriptionMessage).dataTypeIDs;
      else if (reply.name === 'rowDescription')
        statement.fields = (reply as messages.RowDescriptionMessage).fields.map(({ name, dataTypeID }) => ({
          name,
          dataTypeID,
        }));
    }
    this.statements.set(text, statement);
    return statement;
  }

  private forget(text: string): void {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    this.toClose.push(statement.name);
  }

  /** One call into Postgres; an error comes back as PGlite's own would, with the query on it. */
  private async send(
    batch: Uint8Array[],
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<messages.BackendMessage[]> {
    const closes = this.toClose.map((name) => protocol.serialize.close({ type: 'S', name }));
    this.toClose = [];
    try {
      const result = await this.pglite.execProtocol(concat([...closes, ...batch]), { syncToFs: false });
      return result.messages;
    } catch (error) {
      Object.assign(error as object, { query: text, params, queryOptions: options });
      throw error;
    }
  }
}

import { Column, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CASING, type DbOrTx, queryPreparedRows } from '../db/client';

/** Turns a value as the driver gives it into the value the row carries (Drizzle's decoders do). */
export type Decode = (value: unknown) => unknown;

/**
 * A select whose column list and tables never change, for a list read on every visit (the
 * users page, issue 18): Drizzle's builder walks each of its columns again for every
 * statement (casing, quoting, type checks: a tenth of the users page's CPU at 35 columns),
 * so the list (`"users"."user_no" as "userNo", ...`) and the `from` with its joins are
 * rendered to text once here, and a request renders only what varies (its where, order,
 * limit). Rows are decoded column by column exactly as Drizzle's select does
 * (`mapFromDriverValue` of each column, null kept), so the rows are the ones
 * `db.select(fields)` would give.
 */
export interface FixedSelect<T> {
  /** `<column> as "<key>", ...`, to follow `select`. */
  readonly list: SQL;
  /** `from <table> <joins>`. */
  readonly from: SQL;
  /** Runs a statement built from `list` and `from`; `extra` decodes the columns it adds. */
  rows<E = object>(db: DbOrTx, query: SQL, extra?: Record<string, Decode>): Promise<(T & E)[]>;
}

const dialect = new PgDialect({ casing: CASING });

/** Renders a piece without parameters once; a parameter in it would be bound to one request's value. */
function renderOnce(piece: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(piece);
  if (params.length > 0) throw new Error(`fixedSelect: a fixed piece takes no parameters: ${text}`);
  return sql.raw(text);
}

/** A column whose decoder is Drizzle's default, which returns the value as it is (text, integer...). */
const keepsValue = (column: Column) => column.mapFromDriverValue === Column.prototype.mapFromDriverValue;

/** `fields` maps each key of T to its column; `from` is the table and its joins. */
export function fixedSelect<T>(fields: Record<keyof T & string, Column>, from: SQL): FixedSelect<T> {
  const columns = Object.entries(fields) as [string, Column][];
  const list = renderOnce(
    sql.join(
      columns.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
      sql`, `,
    ),
  );
  const fromText = renderOnce(sql`from ${from}`);
  // Keys and decoders as two arrays, made once; null where the value is kept as it is.
  const keys = columns.map(([key]) => key);
  const decoders: (Decode | null)[] = columns.map(([, column]) =>
    keepsValue(column) ? null : (value) => column.mapFromDriverValue(value),
  );
  return {
    list,
    from: fromText,
    async rows<E>(db: DbOrTx, query: SQL, extra: Record<string, Decode> = {}) {
      const allKeys = [...keys, ...Object.keys(extra)];
      const allDecoders = [...decoders, ...Object.values(extra)];
      // A named statement on PostgreSQL: read on every visit, its text parsed and planned once.
      const raw = await queryPreparedRows<Record<string, unknown>>(db, query);
      const out = new Array<T & E>(raw.length);
      for (let r = 0; r < raw.length; r++) {
        const row = raw[r]!;
        const decoded: Record<string, unknown> = {};
        for (let c = 0; c < allKeys.length; c++) {
          const key = allKeys[c]!;
          const value = row[key];
          const decode = allDecoders[c];
          decoded[key] = value === null || value === undefined ? null : decode ? decode(value) : value;
        }
        out[r] = decoded as T & E;
      }
      return out;
    },
  };
}

import {
  addDays,
  addMonths,
  addYears,
  type CivilDate,
  daysBetween,
  endOfMonth,
  formatDate,
  lastDayOfYear,
  nextAnniversary,
  nextDayOfYear,
  parseDate,
  REVIEW_CUTOFF_DATE,
  taxYear,
  taxYearEnd,
  taxYearStart,
  yearsBetween,
} from '../dates';
import { LOGIC_MESSAGES } from './messages';
import { isEmpty, isTrue, showValue, toNumber, type Value } from './values';

/** What a function may use besides its arguments: today's date (if given) and a diagnostics sink. */
export interface CallEnv {
  readonly today: CivilDate | null;
  report(message: string): void;
}

export type ParamType = 'any' | 'number' | 'text' | 'date' | 'list' | 'condition';

interface FunctionShape {
  readonly name: string;
  readonly params: readonly {
    readonly name: string;
    readonly type: ParamType;
    readonly optional?: boolean;
  }[];
  /** The last parameter may repeat. */
  readonly variadic?: boolean;
  readonly returns: ParamType;
  readonly help: string;
}

/** A function of its arguments' values. */
export interface PlainFunctionSpec extends FunctionShape {
  readonly special?: undefined;
  /** Arguments are evaluated first; an empty argument usually gives an empty result. */
  readonly run: (args: readonly Value[], env: CallEnv) => Value;
}

/**
 * A function the compiler builds itself (compile.ts, buildSpecial): isLoop() reads the evaluation
 * context, and the chain functions evaluate their condition once per company of a chain.
 */
export interface SpecialFunctionSpec extends FunctionShape {
  readonly special: 'loop' | 'chain';
}

export type FunctionSpec = PlainFunctionSpec | SpecialFunctionSpec;

/** Reads a date argument; an empty argument is empty, a malformed one is reported. */
function dateArg(fn: string, value: Value, env: CallEnv): CivilDate | null {
  if (isEmpty(value)) return null;
  const date = typeof value === 'string' ? parseDate(value) : null;
  if (!date) env.report(LOGIC_MESSAGES.notADate(fn, showValue(value)));
  return date;
}

function numberArg(fn: string, value: Value, env: CallEnv): number | null {
  if (isEmpty(value)) return null;
  const n = toNumber(value);
  if (Number.isNaN(n)) {
    env.report(LOGIC_MESSAGES.notANumber(fn, showValue(value)));
    return null;
  }
  return n;
}

function twoDates(fn: string, args: readonly Value[], env: CallEnv): [CivilDate, CivilDate] | null {
  const a = dateArg(fn, args[0], env);
  const b = dateArg(fn, args[1], env);
  return a && b ? [a, b] : null;
}

function numbersOf(args: readonly Value[]): number[] {
  const out: number[] = [];
  for (const arg of args) {
    for (const item of Array.isArray(arg) ? arg : [arg]) {
      const n = toNumber(item as Value);
      if (!Number.isNaN(n)) out.push(n);
    }
  }
  return out;
}

const date = (name: string) => ({ name, type: 'date' as const });
const num = (name: string) => ({ name, type: 'number' as const });

const condition = { name: 'condition', type: 'condition' as const, optional: true };
const threshold = { name: 'percent', type: 'number' as const };
const CHAIN_HELP =
  'Inside any(owned_chain, ...), any(owners_chain, ...) or any(participators, ...): the holder and the company are the two ends of the chain, and the condition, when given, is what every company on a path (the company included) must meet.';

const SPECIAL: readonly SpecialFunctionSpec[] = [
  {
    name: 'isLoop',
    params: [],
    returns: 'condition',
    help: 'Whether the subject is the loop instance itself, as in any(settlors, isLoop()).',
    special: 'loop',
  },
  {
    name: 'chainPaths',
    params: [condition],
    returns: 'number',
    help: `The number of paths from the holder to the company through companies that meet the condition. ${CHAIN_HELP}`,
    special: 'chain',
  },
  {
    name: 'chainShare',
    params: [condition],
    returns: 'number',
    help: `The holder's effective share of the company in percent along those paths (the product of the shares on a path, the paths added up); empty when a share on them was not given exactly, 0 when there is no path. ${CHAIN_HELP}`,
    special: 'chain',
  },
  {
    name: 'chainShareAtLeast',
    params: [threshold, condition],
    returns: 'condition',
    help: `Whether the holder's effective share may be the percent or more: a share not given, or a band reaching the percent, counts (the cautious reading). ${CHAIN_HELP}`,
    special: 'chain',
  },
  {
    name: 'chainShareOver',
    params: [threshold, condition],
    returns: 'condition',
    help: `Whether the holder's effective share may be more than the percent (the cautious reading, as chainShareAtLeast). ${CHAIN_HELP}`,
    special: 'chain',
  },
];

const SPECS: readonly PlainFunctionSpec[] = [
  {
    name: 'today',
    params: [],
    returns: 'date',
    help: "Today's date, as given to the evaluation (empty, with a diagnostic, when not given).",
    run: (_args, env) => {
      if (!env.today) {
        env.report(LOGIC_MESSAGES.noToday);
        return undefined;
      }
      return formatDate(env.today);
    },
  },
  {
    name: 'cutoffDate',
    params: [],
    returns: 'date',
    help: 'The constant review cut-off date 05/04/2022 (spec 9), the end of tax year 2021/22.',
    run: () => formatDate(REVIEW_CUTOFF_DATE),
  },
  {
    name: 'date',
    params: [{ name: 'text', type: 'text' }],
    returns: 'date',
    help: 'The text as a date if it is a real dd/mm/yyyy date; otherwise empty, with a diagnostic.',
    run: (args, env) => {
      const d = dateArg('date', args[0], env);
      return d ? formatDate(d) : undefined;
    },
  },
  {
    name: 'isDate',
    params: [{ name: 'value', type: 'any' }],
    returns: 'condition',
    help: 'True when the value is a real dd/mm/yyyy date.',
    run: (args) => typeof args[0] === 'string' && parseDate(args[0]) !== null,
  },
  {
    name: 'before',
    params: [date('a'), date('b')],
    returns: 'condition',
    help: 'True when date a is strictly earlier than date b; empty when either is empty.',
    run: (args, env) => {
      const dates = twoDates('before', args, env);
      return dates ? daysBetween(dates[0], dates[1]) > 0 : undefined;
    },
  },
  {
    name: 'after',
    params: [date('a'), date('b')],
    returns: 'condition',
    help: 'True when date a is strictly later than date b; empty when either is empty.',
    run: (args, env) => {
      const dates = twoDates('after', args, env);
      return dates ? daysBetween(dates[0], dates[1]) < 0 : undefined;
    },
  },
  {
    name: 'yearsBetween',
    params: [date('from'), date('to')],
    returns: 'number',
    help: 'Whole years completed from one date to another (negative when to is earlier).',
    run: (args, env) => {
      const dates = twoDates('yearsBetween', args, env);
      return dates ? yearsBetween(dates[0], dates[1]) : undefined;
    },
  },
  {
    name: 'daysBetween',
    params: [date('from'), date('to')],
    returns: 'number',
    help: 'Days from one date to another (negative when to is earlier).',
    run: (args, env) => {
      const dates = twoDates('daysBetween', args, env);
      return dates ? daysBetween(dates[0], dates[1]) : undefined;
    },
  },
  {
    name: 'age',
    params: [date('birth'), { name: 'at', type: 'date', optional: true }],
    returns: 'number',
    help: 'Whole years from birth to the date at (default: today).',
    run: (args, env) => {
      const birth = dateArg('age', args[0], env);
      if (!birth) return undefined;
      let at = env.today;
      if (args.length > 1) at = dateArg('age', args[1], env);
      else if (!at) env.report(LOGIC_MESSAGES.noToday);
      return at ? yearsBetween(birth, at) : undefined;
    },
  },
  {
    name: 'addYears',
    params: [date('date'), num('years')],
    returns: 'date',
    help: 'The date moved by whole years (29/02 becomes 28/02 outside leap years).',
    run: (args, env) => {
      const d = dateArg('addYears', args[0], env);
      const n = numberArg('addYears', args[1], env);
      return d && n !== null ? formatDate(addYears(d, Math.trunc(n))) : undefined;
    },
  },
  {
    name: 'addDays',
    params: [date('date'), num('days')],
    returns: 'date',
    help: 'The date moved by whole days.',
    run: (args, env) => {
      const d = dateArg('addDays', args[0], env);
      const n = numberArg('addDays', args[1], env);
      return d && n !== null ? formatDate(addDays(d, Math.trunc(n))) : undefined;
    },
  },
  {
    name: 'addMonths',
    params: [date('date'), num('months')],
    returns: 'date',
    help: "The date moved by whole months; a day past the new month's end becomes its last day.",
    run: (args, env) => {
      const d = dateArg('addMonths', args[0], env);
      const n = numberArg('addMonths', args[1], env);
      return d && n !== null ? formatDate(addMonths(d, Math.trunc(n))) : undefined;
    },
  },
  {
    name: 'endOfMonth',
    params: [date('date')],
    returns: 'date',
    help: "The last day of the date's month (IHT accounts are due six months after the end of a month).",
    run: (args, env) => {
      const d = dateArg('endOfMonth', args[0], env);
      return d ? formatDate(endOfMonth(d)) : undefined;
    },
  },
  {
    name: 'nextAnniversary',
    params: [date('date'), num('years')],
    returns: 'date',
    help: 'The first anniversary every so many years after the date that falls on or after today: nextAnniversary(@trust_commencement, 10) is the next ten-year anniversary.',
    run: (args, env) => {
      const d = dateArg('nextAnniversary', args[0], env);
      const n = numberArg('nextAnniversary', args[1], env);
      if (!d || n === null) return undefined;
      if (!env.today) {
        env.report(LOGIC_MESSAGES.noToday);
        return undefined;
      }
      return n >= 1 ? formatDate(nextAnniversary(d, Math.trunc(n), env.today)) : undefined;
    },
  },
  ...(
    [
      [
        'nextDate',
        'The next day and month on or after today: nextDate(30, 4) is the next 30 April.',
        nextDayOfYear,
      ],
      [
        'lastDate',
        'The latest day and month on or before today: lastDate(30, 4) is the ATED return date of the period running.',
        lastDayOfYear,
      ],
    ] as const
  ).map(
    ([name, help, pick]): PlainFunctionSpec => ({
      name,
      params: [num('day'), num('month')],
      returns: 'date',
      help,
      run: (args, env) => {
        const day = numberArg(name, args[0], env);
        const month = numberArg(name, args[1], env);
        if (day === null || month === null) return undefined;
        if (!env.today) {
          env.report(LOGIC_MESSAGES.noToday);
          return undefined;
        }
        const m = Math.trunc(month);
        const d = Math.trunc(day);
        return m >= 1 && m <= 12 && d >= 1 && d <= 31 ? formatDate(pick(d, m, env.today)) : undefined;
      },
    }),
  ),
  ...(['year', 'month', 'day'] as const).map(
    (part): PlainFunctionSpec => ({
      name: part,
      params: [date('date')],
      returns: 'number',
      help: `The ${part} of a date.`,
      run: (args, env) => dateArg(part, args[0], env)?.[part],
    }),
  ),
  {
    name: 'taxYear',
    params: [date('date')],
    returns: 'number',
    help: 'The UK tax year (6 April to 5 April) containing the date, named by its first year: 2023 for 2023/24.',
    run: (args, env) => {
      const d = dateArg('taxYear', args[0], env);
      return d ? taxYear(d) : undefined;
    },
  },
  {
    name: 'taxYearStart',
    params: [num('year')],
    returns: 'date',
    help: 'The first day (6 April) of the tax year named by its first year.',
    run: (args, env) => {
      const n = numberArg('taxYearStart', args[0], env);
      return n === null ? undefined : formatDate(taxYearStart(Math.trunc(n)));
    },
  },
  {
    name: 'taxYearEnd',
    params: [num('year')],
    returns: 'date',
    help: 'The last day (5 April of the next year) of the tax year named by its first year.',
    run: (args, env) => {
      const n = numberArg('taxYearEnd', args[0], env);
      return n === null ? undefined : formatDate(taxYearEnd(Math.trunc(n)));
    },
  },
  {
    name: 'iif',
    params: [
      { name: 'condition', type: 'condition' },
      { name: 'then', type: 'any' },
      { name: 'otherwise', type: 'any' },
    ],
    returns: 'any',
    help: 'then when the condition is true, otherwise the third argument.',
    run: (args) => (isTrue(args[0]) ? args[1] : args[2]),
  },
  {
    name: 'count',
    params: [{ name: 'list', type: 'list' }],
    returns: 'number',
    help: 'The number of items in a list (0 for empty); count(relation) counts related subjects.',
    run: (args) => (Array.isArray(args[0]) ? args[0].length : isEmpty(args[0]) ? 0 : 1),
  },
  {
    name: 'sum',
    params: [{ name: 'values', type: 'any' }],
    variadic: true,
    returns: 'number',
    help: 'The sum of the numbers among the arguments and their list items.',
    run: (args) => numbersOf(args).reduce((total, n) => total + n, 0),
  },
  {
    name: 'min',
    params: [{ name: 'values', type: 'any' }],
    variadic: true,
    returns: 'number',
    help: 'The smallest number among the arguments and their list items; empty when there is none.',
    run: (args) => {
      const ns = numbersOf(args);
      return ns.length ? Math.min(...ns) : undefined;
    },
  },
  {
    name: 'max',
    params: [{ name: 'values', type: 'any' }],
    variadic: true,
    returns: 'number',
    help: 'The largest number among the arguments and their list items; empty when there is none.',
    run: (args) => {
      const ns = numbersOf(args);
      return ns.length ? Math.max(...ns) : undefined;
    },
  },
  {
    name: 'round',
    params: [num('value'), { name: 'digits', type: 'number', optional: true }],
    returns: 'number',
    help: 'The number rounded half away from zero to the given decimal digits (default 0).',
    run: (args, env) => {
      const n = numberArg('round', args[0], env);
      const digits = args.length > 1 ? numberArg('round', args[1], env) : 0;
      if (n === null || digits === null) return undefined;
      const factor = 10 ** Math.max(0, Math.min(10, Math.trunc(digits)));
      return (Math.sign(n) * Math.round(Math.abs(n) * factor)) / factor;
    },
  },
];

/** The registry, keyed by lower-cased name: function names are matched ignoring case. */
export const FUNCTIONS: ReadonlyMap<string, FunctionSpec> = new Map(
  [...SPECS, ...SPECIAL].map((spec) => [spec.name.toLowerCase(), spec]),
);

export function arityText(spec: FunctionSpec): string {
  const required = spec.params.filter((p) => !p.optional).length;
  if (spec.variadic) return `at least ${Math.max(1, required)} argument${required === 1 ? '' : 's'}`;
  if (required === spec.params.length) return `${required} argument${required === 1 ? '' : 's'}`;
  return `${required} to ${spec.params.length} arguments`;
}

export function acceptsArity(spec: FunctionSpec, count: number): boolean {
  const required = spec.params.filter((p) => !p.optional).length;
  return (
    count >= (spec.variadic ? Math.max(1, required) : required) &&
    (spec.variadic || count <= spec.params.length)
  );
}

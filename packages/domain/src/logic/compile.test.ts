import { describe, expect, it } from 'vitest';
import { evaluateSlot, SlotRunner } from '../content/logic-slot';
import { AnswerValues, type CompileOptions, compile, type EvalContext, evaluate } from './compile';
import { compileDefinitions } from './definitions';
import { AnswerSlots, type Subject } from './runtime';
import type { Value } from './values';

function run(
  text: string,
  answers: Record<string, unknown> = {},
  extra: Partial<EvalContext> = {},
  options: CompileOptions = {},
): Value {
  const result = compile(text, options);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return evaluate(result.compiled, { subject: { answers }, ...extra }).value;
}

function errors(text: string, options: CompileOptions) {
  const result = compile(text, options);
  return result.ok ? [] : result.errors.map((e) => ({ message: e.message, suggestions: e.suggestions }));
}

describe('unanswered questions', () => {
  it("are empty: {q} = 'yes' is false, != is true, empty is true", () => {
    expect(run("{q} = 'yes'")).toBe(false);
    expect(run("{q} != 'yes'")).toBe(true);
    expect(run('{q} empty')).toBe(true);
    expect(run('{q} notempty')).toBe(false);
    expect(run("{q} = ''")).toBe(true);
    expect(run('{q} = {r}')).toBe(true);
  });

  it('make ordering comparisons false and arithmetic empty', () => {
    expect(run('{q} < 3')).toBe(false);
    expect(run('{q} >= 3')).toBe(false);
    expect(run('{q} <= {r}')).toBe(false);
    expect(run('{q} + 1')).toBeUndefined();
    expect(run('{q} * 2 > 1')).toBe(false);
    expect(run('-{q}')).toBeUndefined();
  });

  it('make anyof, allof and contains false and their negations true', () => {
    expect(run("{q} anyof ['a']")).toBe(false);
    expect(run("{q} allof ['a']")).toBe(false);
    expect(run("{q} contains 'a'")).toBe(false);
    expect(run("{q} noneof ['a']")).toBe(true);
    expect(run("{q} notcontains 'a'")).toBe(true);
  });
});

describe('operators', () => {
  it('compare texts ignoring case, numbers with numeric texts, lists in any order', () => {
    expect(run("{a} = 'Yes'", { a: 'yes' })).toBe(true);
    expect(run('{a} = 5', { a: '5' })).toBe(true);
    expect(run("{a} = ['x', 'y']", { a: ['y', 'x'] })).toBe(true);
    expect(run("{a} = 'x'", { a: ['x'] })).toBe(false);
    expect(run('{a} = true', { a: 'true' })).toBe(true);
    expect(run('{a} >= 10', { a: '9' })).toBe(false);
  });

  it('compare dd/mm/yyyy dates as dates', () => {
    expect(run('{a} > {b}', { a: '10/01/2020', b: '09/02/2020' })).toBe(false);
    expect(run("{a} < '06/04/2025'", { a: '05/04/2025' })).toBe(true);
  });

  it('handle lists, texts and arithmetic', () => {
    expect(run("{a} anyof ['x', 'z']", { a: ['y', 'z'] })).toBe(true);
    expect(run("{a} allof ['x', 'y']", { a: ['x', 'y', 'z'] })).toBe(true);
    expect(run("{a} contains 'B'", { a: 'abc' })).toBe(true);
    expect(run("{a} contains 'x'", { a: ['x', 'y'] })).toBe(true);
    expect(run("{a} anyof 'x'", { a: 'x' })).toBe(true);
    expect(run('{a} + {b}', { a: '2', b: 3 })).toBe(5);
    expect(run("{a} + 'x'", { a: 'y' })).toBe('yx');
    expect(run('7 % 3 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
  });

  it('return yes/no from and, or and not, and short-circuit', () => {
    expect(run('{a} or {b}', { b: 'x' })).toBe(true);
    expect(run('not {a}')).toBe(true);
    expect(run('{a} and 1 / 0 > 1')).toBe(false);
  });

  it('record division by zero and bad dates as diagnostics instead of throwing', () => {
    const result = compile("1 / 0 = 1 or age('31/02/2000', '01/01/2020') > 1");
    if (!result.ok) throw new Error('no compile');
    const evaluation = evaluate(result.compiled, { subject: { answers: {} } });
    expect(evaluation.value).toBe(false);
    expect(evaluation.diagnostics).toEqual([
      'Division by zero',
      "age(): ''31/02/2000'' is not a date in the form dd/mm/yyyy",
    ]);
  });

  it('reads nothing beyond the answers given', () => {
    expect(run('{constructor} empty and {__proto__} empty and {toString} empty')).toBe(true);
    const result = compile('{a} = 1');
    if (!result.ok) throw new Error('no compile');
    expect(evaluate(result.compiled, { subject: { answers: { a: { nested: 1 } } } }).diagnostics).toEqual([
      "The answer to 'a' is not a text, number, yes/no or list",
    ]);
  });
});

describe('functions', () => {
  const today = '15/06/2024';
  it('work with dates and UK tax years', () => {
    expect(run('age({dob})', { dob: '16/06/2000' }, { today })).toBe(23);
    expect(run('today()', {}, { today })).toBe('15/06/2024');
    expect(run("taxYear('05/04/2023')")).toBe(2022);
    expect(run("taxYear('06/04/2023')")).toBe(2023);
    expect(run('taxYearStart(2023)')).toBe('06/04/2023');
    expect(run('taxYearEnd(2021) = cutoffDate()')).toBe(true);
    expect(run("before('01/01/2020', '02/01/2020') and after('02/01/2020', '01/01/2020')")).toBe(true);
    expect(run("yearsBetween('29/02/2000', '28/02/2001')")).toBe(0);
    expect(run("daysBetween('05/04/2022', '06/04/2022')")).toBe(1);
    expect(run("addYears('29/02/2024', 1)")).toBe('28/02/2025');
    expect(run("date('31/02/2023')")).toBeUndefined();
    expect(run("isDate('29/02/2024') and not isDate('29/02/2023')")).toBe(true);
    expect(run("year('06/04/2023') * 100 + month('06/04/2023')")).toBe(202304);
  });

  it('work out the dates an adviser acts on: months, month ends, anniversaries and yearly dates', () => {
    expect(run("addMonths('31/08/2024', 6)")).toBe('28/02/2025');
    expect(run("addMonths('15/01/2024', -2)")).toBe('15/11/2023');
    expect(run("endOfMonth('10/02/2024')")).toBe('29/02/2024');
    // The next ten-year anniversary on or after today (15/06/2024); on the day itself, that day.
    expect(run("nextAnniversary('01/06/2010', 10)", {}, { today })).toBe('01/06/2030');
    expect(run("nextAnniversary('15/06/2014', 10)", {}, { today })).toBe('15/06/2024');
    expect(run("nextAnniversary('01/01/2024', 10)", {}, { today })).toBe('01/01/2034');
    expect(run("nextAnniversary('29/02/2004', 10)", {}, { today })).toBe('28/02/2034');
    expect(run('nextDate(30, 4)', {}, { today })).toBe('30/04/2025');
    expect(run('lastDate(30, 4)', {}, { today })).toBe('30/04/2024');
    expect(run('nextDate(15, 6) = today() and lastDate(15, 6) = today()', {}, { today })).toBe(true);
    expect(run('nextDate(30, 13)', {}, { today })).toBeUndefined();
  });

  it('give an empty today() when no date is given', () => {
    const result = compile('today()');
    if (!result.ok) throw new Error('no compile');
    expect(evaluate(result.compiled, { subject: { answers: {} } })).toEqual({
      value: undefined,
      diagnostics: ["today() needs today's date in the evaluation context"],
    });
  });

  it('count, sum, min, max, iif, round', () => {
    expect(run('count({a}) + sum({a}, 1) + max({a}) + min(4, 9)', { a: [1, 2, 3] })).toBe(3 + 7 + 3 + 4);
    expect(run("iif({a} = 1, 'one', 'other')", { a: 1 })).toBe('one');
    expect(run('round(2.345, 2)')).toBe(2.35);
  });
});

describe('relations and loops', () => {
  const settlor = (id: string, alive: string, resident?: string): Subject => ({
    id,
    answers: { settlor_alive: alive, ...(resident ? { settlor_uk_resident_current: resident } : {}) },
  });
  const trust: Subject = {
    id: 't',
    answers: { trust_type: 'discretionary' },
    relations: { settlors: [settlor('s1', 'yes', 'yes'), settlor('s2', 'no')], owners: [] },
  };

  it('list the answers of related subjects', () => {
    expect(run("{settlors.settlor_alive} contains 'no'", {}, { subject: trust })).toBe(true);
    expect(run('{settlors.settlor_uk_resident_current}', {}, { subject: trust })).toEqual(['yes']);
    expect(run('{owners.x} empty and {founders.x} empty', {}, { subject: trust })).toBe(true);
  });

  it('evaluate conditions per related subject with any, all, none and count', () => {
    const ctx = { subject: trust };
    expect(
      run("any(settlors, {settlor_alive} = 'yes' and {settlor_uk_resident_current} = 'yes')", {}, ctx),
    ).toBe(true);
    expect(run("all(settlors, {settlor_alive} = 'yes')", {}, ctx)).toBe(false);
    expect(run("none(settlors, {settlor_alive} = 'maybe')", {}, ctx)).toBe(true);
    expect(run("count(settlors, {settlor_alive} = 'no') = 1 and count(settlors) = 2", {}, ctx)).toBe(true);
    expect(run('any(owners, {x} = 1) or all(owners, {x} = 1)', {}, ctx)).toBe(true);
  });

  it('reads the loop instance, and reports a loop reference outside a loop', () => {
    expect(
      run(
        "{loop.settlement_date} < '06/04/2017'",
        {},
        { loop: { answers: { settlement_date: '01/01/2010' } } },
      ),
    ).toBe(true);
    const result = compile('{loop.x} empty');
    if (!result.ok) throw new Error('no compile');
    expect(evaluate(result.compiled, { subject: { answers: {} } }).diagnostics).toEqual([
      '{loop.x} was read outside a looped rule',
    ]);
  });
});

describe('checks', () => {
  const questionNames = ['trust_type', 'settlor_alive', 'settlor_uk_resident_current'];

  it('reject unknown questions, relations, functions and definitions with suggestions', () => {
    expect(
      errors("{trust_typ} = 'x' and {setlors.settlor_alive} = 1 and agee(1) and @si", { questionNames }),
    ).toEqual([
      { message: "Unknown question 'trust_typ'", suggestions: ['trust_type'] },
      { message: "Unknown relation 'setlors'", suggestions: ['settlors'] },
      { message: "Unknown function 'agee'", suggestions: ['age'] },
      { message: "Unknown definition '@si'", suggestions: undefined },
    ]);
  });

  it('check the number of arguments', () => {
    expect(errors('age()', {})).toEqual([
      { message: 'age() takes 1 to 2 arguments but was given 0', suggestions: undefined },
    ]);
    expect(errors('today(1)', {})).toEqual([
      { message: 'today() takes 0 arguments but was given 1', suggestions: undefined },
    ]);
  });
});

describe('definitions', () => {
  it('are lower-cased, may use each other and are evaluated in the current subject', () => {
    const definitions = compileDefinitions([
      { id: 'Settlor_Interested', logic: "{settlor_alive} = 'yes' and @resident" },
      { id: 'RESIDENT', logic: "{settlor_uk_resident_current} = 'yes'" },
    ]);
    expect(definitions.ids).toEqual(['resident', 'settlor_interested']);
    const answers = { settlor_alive: 'yes', settlor_uk_resident_current: 'yes' };
    expect(run('@SETTLOR_INTERESTED', answers, {}, { definitions })).toBe(true);
    expect(
      run(
        'any(settlors, @resident)',
        {},
        { subject: { answers: {}, relations: { settlors: [{ answers }] } } },
        { definitions },
      ),
    ).toBe(true);
  });

  it('report a definition that refers to itself through others, and its users', () => {
    const definitions = compileDefinitions({
      a: '@b',
      b: '@c and 1 = 1',
      c: '@a',
      d: '@a or 1 = 1',
      e: '@e',
    });
    expect(definitions.get('a')?.errors.map((e) => e.message)).toEqual([
      "Definition '@a' refers to itself through @a -> @b -> @c -> @a",
    ]);
    expect(definitions.get('c')?.errors.map((e) => e.message)).toEqual([
      "Definition '@c' refers to itself through @c -> @a -> @b -> @c",
    ]);
    expect(definitions.get('e')?.errors.map((e) => e.message)).toEqual([
      "Definition '@e' refers to itself through @e -> @e",
    ]);
    expect(definitions.get('d')?.errors.map((e) => e.message)).toEqual(["Definition '@a' has errors"]);
    expect(errors('@d', { definitions })).toEqual([
      { message: "Definition '@d' has errors", suggestions: undefined },
    ]);
  });

  it('report a duplicate id', () => {
    const definitions = compileDefinitions([
      { id: 'x', logic: '1 = 1' },
      { id: 'X', logic: '2 = 2' },
    ]);
    expect(definitions.duplicates.map((d) => d.errors[0]?.message)).toEqual([
      "Definition id 'x' is used twice",
    ]);
  });
});

describe('conditions the engine runs most ({q} op constant, and/or chains)', () => {
  const traced = (text: string, answers: Record<string, unknown>, extra: Partial<EvalContext> = {}) => {
    const result = compile(text);
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
    const evaluation = evaluate(
      result.compiled,
      { subject: { id: 's', answers }, ...extra },
      { trace: true },
    );
    return {
      value: evaluation.value,
      diagnostics: evaluation.diagnostics,
      reads: (evaluation.reads ?? []).map((r) => `${r.reference}=${JSON.stringify(r.value)}`),
    };
  };

  it('compare texts ignoring case, ASCII or not', () => {
    expect(run("{a} = 'YES'", { a: 'yes' })).toBe(true);
    expect(run("{a} = 'yes'", { a: 'yeS' })).toBe(true);
    expect(run("{a} = 'yes'", { a: 'yet' })).toBe(false);
    expect(run("{a} = 'a@'", { a: 'a`' })).toBe(false);
    expect(run("{a} = 'ÉTÉ'", { a: 'été' })).toBe(true);
    expect(run("{a} != 'Été'", { a: 'ÉTÉ' })).toBe(false);
    expect(run("{a} contains 'SEC'", { a: 'listed_securities' })).toBe(true);
    expect(run("{a} contains 'sec'", { a: 'Listed_Securities' })).toBe(true);
    expect(run("{a} notcontains 'none'", { a: 'uk_land' })).toBe(true);
  });

  it('read list answers as lists, leaving out empty items, and report answers that are no values', () => {
    expect(run("{a} contains 'x'", { a: ['y', 'x'] })).toBe(true);
    expect(run("{a} anyof ['x']", { a: ['X', null] })).toBe(true);
    expect(run('{a} = 2', { a: [2, null] })).toBe(false);
    expect(traced("{a} contains 'x'", { a: [['x']] })).toEqual({
      value: false,
      diagnostics: ["The answer to 'a' is not a text, number, yes/no or list"],
      reads: ['a=undefined'],
    });
  });

  it('read a loop question outside a loop as empty, with a diagnostic', () => {
    expect(traced("{loop.a} = 'x'", {})).toEqual({
      value: false,
      diagnostics: ['{loop.a} was read outside a looped rule'],
      reads: [],
    });
    expect(traced("{loop.a} = 'x'", {}, { loop: { id: 'l', answers: { a: 'X' } } })).toEqual({
      value: true,
      diagnostics: [],
      reads: ['loop.a="X"'],
    });
  });

  it('evaluate and/or chains left to right, stopping at the first operand that decides', () => {
    const answers = { a: 'x', b: 'n', c: 'z', n: 5 };
    expect(traced("{a} = 'x' and {b} = 'y' and {c} = 'z'", answers)).toMatchObject({
      value: false,
      reads: ['a="x"', 'b="n"'],
    });
    expect(traced("{b} = 'y' or {n} >= 5 or {c} = 'z'", answers)).toMatchObject({
      value: true,
      reads: ['b="n"', 'n=5'],
    });
    expect(traced("not ({a} = 'x' and {n} < 3) and {c} notempty", answers)).toMatchObject({
      value: true,
      reads: ['a="x"', 'n=5', 'c="z"'],
    });
    expect(run("({a} = 'y' or {b} = 'n') and ({c} = 'z' or {n} = 1) and {n} + 1 = 6", answers)).toBe(true);
  });
});

describe('answer values kept for a run over answers that do not change (a report)', () => {
  const slots = new AnswerSlots();
  const compiled = (text: string) => {
    const result = compile(text, { slots });
    if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
    return {
      text,
      compiled: result.compiled,
      error: null,
      readsLoop: result.compiled.loopQuestions.length > 0,
    };
  };
  const settlor: Subject = { id: 't/s', answers: { alive: 'no', pct: 5, kinds: ['a', 'b'] } };
  const trust: Subject = {
    id: 't',
    answers: { alive: 'yes', kinds: ['c'], odd: { nested: 1 } },
    relations: { settlors: [settlor] },
  };
  const texts = [
    "{alive} = 'yes'",
    "{loop.alive} = 'no' and {alive} = 'yes'",
    "{kinds} contains 'c' or {loop.kinds} anyof ['b']",
    "{loop.pct} + 1 > 5 and any(settlors, {alive} = 'no')",
    "{settlors.alive} contains 'no' and {missing} empty",
  ];

  it('give the same results and traced reads as reading the answers each time', () => {
    const values = new AnswerValues(slots);
    const kept = new SlotRunner({ subject: trust, loop: settlor }, values);
    // Twice over, so that the second pass reads only kept values.
    for (const pass of [1, 2]) {
      for (const text of texts) {
        const slot = compiled(text);
        const fresh = evaluateSlot(slot, { subject: trust, loop: settlor }, true);
        const reads: string[] = [];
        kept.trace(slot, {
          read: (s, reference, value) => reads.push(`${s.id}:${reference}=${JSON.stringify(value)}`),
        });
        expect({ pass, text, holds: kept.holds(slot) }).toEqual({ pass, text, holds: fresh.holds });
        expect(reads).toEqual(
          fresh.reads.map((r) => `${r.subjectId}:${r.reference}=${JSON.stringify(r.value)}`),
        );
      }
    }
  });

  it('are kept per subject: a loop instance, its entity and a related subject each read their own', () => {
    const values = new AnswerValues(slots);
    const onTrust = new SlotRunner({ subject: trust }, values);
    const onSettlor = new SlotRunner({ subject: settlor }, values);
    const looped = new SlotRunner({ subject: trust, loop: settlor }, values);
    expect(onTrust.holds(compiled("{alive} = 'yes'"))).toBe(true);
    expect(onSettlor.holds(compiled("{alive} = 'no'"))).toBe(true);
    expect(looped.holds(compiled("{loop.alive} = 'no' and {alive} = 'yes'"))).toBe(true);
    expect(onTrust.holds(compiled("any(settlors, {alive} = 'no')"))).toBe(true);
  });

  it('are read only by logic compiled with their table', () => {
    const slot = (text: string, table: AnswerSlots) => {
      const result = compile(text, { slots: table });
      if (!result.ok) throw new Error('no compile');
      return { text, compiled: result.compiled, error: null, readsLoop: false };
    };
    const mine = new AnswerSlots();
    const other = new AnswerSlots();
    const runner = new SlotRunner({ subject: trust }, new AnswerValues(mine));
    // Both names are number 0, each in its own table.
    expect(runner.holds(slot("{alive} = 'yes'", mine))).toBe(true);
    expect(runner.holds(slot("{kinds} contains 'c'", other))).toBe(true);
    expect(runner.holds(slot("{kinds} contains 'yes'", other))).toBe(false);
  });

  it('report an answer that is no value on every evaluation: it is never kept', () => {
    const runner = new SlotRunner({ subject: trust }, new AnswerValues(slots));
    const slot = compiled("{odd} = 'x'");
    for (const _ of [1, 2, 3]) {
      expect(runner.holds(slot)).toBe(false);
      expect(runner.problems).toEqual(["The answer to 'odd' is not a text, number, yes/no or list"]);
    }
  });
});

describe("a subject's structure fields, under its answers", () => {
  const subject: Subject = {
    answers: { name: 'Given name', blank: '', none: null, later: undefined },
    fields: { name: 'Field name', blank: 'field', none: 'field', later: 'field', only: 'field' },
  };
  it('are read when no answer was given, and an answer given (even blank) comes first', () => {
    expect(run('{name}', {}, { subject })).toBe('Given name');
    expect(run('{blank}', {}, { subject })).toBe('');
    expect(run('{none} empty', {}, { subject })).toBe(true);
    expect(run('{later}', {}, { subject })).toBe('field');
    expect(run('{only}', {}, { subject })).toBe('field');
    expect(run('{toString} empty and {constructor} empty', {}, { subject })).toBe(true);
  });
});

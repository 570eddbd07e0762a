import type { NextAnswer } from '@tsr/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compactStep, part, step } from './questionnaire-fixtures';

const answers: NextAnswer[] = [];
const call = vi.fn((_route: unknown, _input: { body: unknown }) => Promise.resolve(answers.shift()));
vi.mock('../../api/client', () => ({ call }));
const { requestNext } = await import('./questionnaire-api');

const first = part('t1:pre');
const second = part('t1/ann:pre', { entityType: 'settlor', title: 'Ann', pageCount: 1 });
const third = part('t1:post', { pageCount: 1 });
const parts = [first, second, third];

describe('requestNext: the compact answer merged into the sequence held (decision 0024)', () => {
  afterEach(() => {
    call.mockClear();
    answers.length = 0;
  });

  it('with nothing held, asks for every part and the structure, and gives the whole step', async () => {
    const whole = step({ part: first, sequence: { parts }, revision: '7' });
    answers.push(compactStep(whole, { since: null, parts }, true));
    await expect(requestNext('r-1', { resume: true })).resolves.toEqual(whole);
    expect(call.mock.calls[0]?.[1].body).toEqual({ resume: true, compact: { structure: true } });
  });

  it('with a step held, asks for the changes since its revision and puts them into its sequence', async () => {
    const held = step({ part: first, sequence: { parts }, revision: '7' });
    const saved = { ...first, answers: { uk_resident: 'no' }, answered: true };
    const after = step({
      part: second,
      sequence: { parts: [saved, second, third] },
      progress: { current: 2, total: 10 },
      revision: '8',
    });
    answers.push(compactStep(after, { since: '7', parts: [saved] }));
    const sent = { part: { id: first.id, answers: saved.answers }, back: false };
    await expect(requestNext('r-1', sent, held)).resolves.toEqual(after);
    expect(call.mock.calls[0]?.[1].body).toEqual({ ...sent, compact: { since: '7' } });
  });

  it('takes the whole sequence when the server could not use the revision held (another tab wrote)', async () => {
    const held = step({ part: first, sequence: { parts }, revision: '7' });
    const elsewhere = [first, { ...second, answered: true, answers: { a: 1 } }, third];
    const after = step({ part: third, sequence: { parts: elsewhere }, revision: '9' });
    answers.push(compactStep(after, { since: null, parts: elsewhere }));
    await expect(requestNext('r-1', { resume: true }, held)).resolves.toEqual(after);
  });

  it('asks for the structure when what is held came from start, which has none', async () => {
    const whole = step({ part: first, sequence: { parts }, revision: '3' });
    answers.push(compactStep(whole, { since: '3', parts: [] }, true));
    await expect(
      requestNext('r-1', { resume: true }, { revision: '3', sequence: { parts } }),
    ).resolves.toEqual(whole);
    expect(call.mock.calls[0]?.[1].body).toEqual({ resume: true, compact: { since: '3', structure: true } });
  });

  it('takes a whole answer as it is (a server that answers spec 3.2 whole)', async () => {
    const whole = step({ revision: '4' });
    answers.push(whole);
    await expect(requestNext('r-1', { resume: true }, step())).resolves.toBe(whole);
  });
});

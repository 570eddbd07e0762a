import type { Group } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { plainUser } from '../../test/fixtures';
import { VISITOR } from '../viewer/viewer';
import { canSubmit } from './can-submit';

const withGroups = (groups: Group[]) => ({ kind: 'user' as const, user: { ...plainUser, groups } });

describe('canSubmit (spec 6)', () => {
  it('is granted to admin, accountlead and approval', () => {
    expect(canSubmit(withGroups(['admin']))).toBe(true);
    expect(canSubmit(withGroups(['accountlead']))).toBe(true);
    expect(canSubmit(withGroups(['approval']))).toBe(true);
  });

  it('is not granted to anyone else', () => {
    expect(canSubmit(withGroups(['submitter']))).toBe(false);
    expect(canSubmit(withGroups(['trialuser']))).toBe(false);
    expect(canSubmit(VISITOR)).toBe(false);
  });
});

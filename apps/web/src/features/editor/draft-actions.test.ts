import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { NO_CHANGES, PUBLISH_CANCELLED, publishDraftFlow, SUCCESS, saveEdits } from './draft-actions';
import { recordEdits, type ServerDraft } from './draft-sections';
import { sampleDraft } from './editor-fixtures';
import type { GoldenComparison } from './golden';

const server: ServerDraft = {
  content: sampleDraft(),
  revisions: { questions: 4, rules: 7, responses: 2, definitions: 1 },
};

describe('saving the draft', () => {
  it('records only the sections that differ from the server, from the revision the first edit started at', () => {
    const next = structuredClone(server.content);
    next.rules.rules[0] = { ...next.rules.rules[0], score: 55 } as (typeof next.rules.rules)[0];
    const edits = recordEdits(server, {}, next);
    expect(Object.keys(edits)).toEqual(['rules']);
    expect(edits.rules?.baseRevision).toBe(7);
    // Back to the server's text: no edit any more.
    expect(recordEdits(server, edits, server.content)).toEqual({});
  });

  it('sends each changed section with its base revision and says Success', async () => {
    const saveSection = vi.fn(async () => ({ revision: 8, changed: true, message: 'Success' }));
    const saved = vi.fn();
    const next = structuredClone(server.content);
    next.rules.rules.pop();
    const message = await saveEdits(recordEdits(server, {}, next), { saveSection, saved });
    expect(message).toBe(SUCCESS);
    expect(saveSection).toHaveBeenCalledExactlyOnceWith('rules', 7, next.rules);
    expect(saved).toHaveBeenCalledWith('rules', 8, next.rules);
  });

  it("says 'No changes to save' with nothing to send, or when the server had it all", async () => {
    const saveSection = vi.fn(async () => ({ revision: 7, changed: false, message: 'No changes to save' }));
    expect(await saveEdits({}, { saveSection, saved: vi.fn() })).toBe(NO_CHANGES);
    expect(saveSection).not.toHaveBeenCalled();
    const next = structuredClone(server.content);
    next.rules.rules.pop();
    expect(await saveEdits(recordEdits(server, {}, next), { saveSection, saved: vi.fn() })).toBe(NO_CHANGES);
  });

  it("throws the server's 409 and marks nothing saved, so the edits stay", async () => {
    const conflict = new ApiError({
      status: 409,
      message: 'Saved by ann@example.com at 21:40; your edits are kept in this tab',
    });
    const saved = vi.fn();
    const next = structuredClone(server.content);
    next.rules.rules.pop();
    await expect(
      saveEdits(recordEdits(server, {}, next), {
        saveSection: async () => {
          throw conflict;
        },
        saved,
      }),
    ).rejects.toBe(conflict);
    expect(saved).not.toHaveBeenCalled();
  });
});

describe('publishing', () => {
  const PUBLISHED = 'Published version 5. The golden structures fire 2 of 3 rules (66%).';
  const answer = {
    version: 5,
    publishedAt: '2026-11-24T21:00:00Z',
    publishedBy: 'a@example.com',
    warnings: [],
    coverage: { name: 'All rules', rules: 3, fired: 2, percent: 66 },
  };
  const coverage = (threshold: number, fired: number) => ({
    overall: { name: 'All rules', rules: 4, fired, percent: fired * 25 },
    byCategory: [{ name: 'Trust', rules: 4, fired, percent: fired * 25 }],
    byTaxHead: [{ name: 'IT', rules: 4, fired, percent: fired * 25 }],
    uncovered: [],
    threshold,
    belowThreshold: fired * 100 < threshold * 4,
  });
  const comparison: GoldenComparison = {
    changed: true,
    cases: [{ name: 'Offshore trust', publishedScore: 40, draftScore: 55, cells: [], causes: [] }],
    coverage: coverage(0, 3),
    inProgress: [],
  };
  const goldenConflict = (shown = comparison) =>
    new ApiError({ status: 409, message: 'Golden results change', comparison: shown });

  it('publishes at once when the golden results do not change', async () => {
    const publish = vi.fn(async () => answer);
    expect(await publishDraftFlow({ publish, confirm: vi.fn(), showFindings: vi.fn() })).toBe(PUBLISHED);
    expect(publish).toHaveBeenCalledExactlyOnceWith(false, false);
  });

  it('shows the comparison and publishes with confirmChanges only after the admin confirms', async () => {
    const publish = vi.fn(async (confirmChanges: boolean) => {
      if (!confirmChanges) throw goldenConflict();
      return answer;
    });
    const confirm = vi.fn(async () => true);
    expect(await publishDraftFlow({ publish, confirm, showFindings: vi.fn() })).toBe(PUBLISHED);
    expect(confirm).toHaveBeenCalledWith(comparison);
    expect(publish.mock.calls).toEqual([
      [false, false],
      [true, false],
    ]);
  });

  it('confirms the uncovered rules only when the comparison shown was below the threshold', async () => {
    const below = { ...comparison, changed: false, coverage: coverage(80, 3) };
    const publish = vi.fn(async (confirmChanges: boolean, confirmUncovered: boolean) => {
      if (!confirmChanges || !confirmUncovered) throw goldenConflict(below);
      return answer;
    });
    const confirm = vi.fn(async () => true);
    expect(await publishDraftFlow({ publish, confirm, showFindings: vi.fn() })).toBe(PUBLISHED);
    expect(confirm).toHaveBeenCalledExactlyOnceWith(below);
    expect(publish.mock.calls).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('shows the new comparison when the threshold rose after the admin confirmed', async () => {
    const raised = { ...comparison, coverage: coverage(100, 3) };
    const publish = vi.fn(async (confirmChanges: boolean, confirmUncovered: boolean) => {
      if (!confirmChanges) throw goldenConflict();
      if (!confirmUncovered) throw goldenConflict(raised);
      return answer;
    });
    const confirm = vi.fn(async () => true);
    expect(await publishDraftFlow({ publish, confirm, showFindings: vi.fn() })).toBe(PUBLISHED);
    expect(confirm.mock.calls).toEqual([[comparison], [raised]]);
    expect(publish.mock.calls.at(-1)).toEqual([true, true]);
  });

  it('publishes nothing when the admin cancels', async () => {
    const publish = vi.fn(async () => {
      throw goldenConflict();
    });
    await expect(
      publishDraftFlow({ publish, confirm: async () => false, showFindings: vi.fn() }),
    ).rejects.toThrow(PUBLISH_CANCELLED);
    expect(publish).toHaveBeenCalledOnce();
  });

  it("shows the content's errors from a 422", async () => {
    const findings = [
      {
        code: 'logic',
        message: "Logic does not compile: Unknown question 'x'",
        path: 'rules.rules[0].logic',
      },
    ];
    const showFindings = vi.fn();
    await expect(
      publishDraftFlow({
        publish: async () => {
          throw new ApiError({ status: 422, message: 'The draft has errors', contentFindings: findings });
        },
        confirm: vi.fn(),
        showFindings,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(showFindings).toHaveBeenCalledWith(findings);
  });
});

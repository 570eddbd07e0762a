import { describe, expect, it } from 'vitest';
import { chunkJson, chunkOfQuestion, parseChunk, subtypesOf, toChunkJson, withChunk } from './chunks';

describe('survey chunks', () => {
  it('offer pre and post for every type, and the acting-as chunks for trust, foundation and company only', () => {
    expect(subtypesOf('trust')).toEqual(['pre', 'post', 'settlor', 'founder']);
    expect(subtypesOf('company')).toEqual(['pre', 'post', 'settlor', 'founder']);
    expect(subtypesOf('foundation')).toEqual(['pre', 'post', 'settlor', 'founder']);
    for (const type of ['settlor', 'settlement', 'founder', 'contribution', 'shareholder'] as const)
      expect(subtypesOf(type)).toEqual(['pre', 'post']);
  });

  it('read a chunk from the address, refusing one a type does not have', () => {
    expect(parseChunk('company', 'settlor')).toEqual({ type: 'company', subtype: 'settlor' });
    expect(parseChunk('trust', null)).toEqual({ type: 'trust', subtype: 'pre' });
    expect(parseChunk('shareholder', 'founder')).toBeNull();
    expect(parseChunk('castle', 'pre')).toBeNull();
  });

  it('open a missing chunk as one empty page and replace only the chunk edited', () => {
    const questions = {
      trust: { pre: { pages: [{ name: 'p', elements: [{ type: 'text', name: 'a' }] }] } },
    };
    expect(chunkJson(questions, { type: 'trust', subtype: 'post' })).toEqual({
      pages: [{ name: 'page1', elements: [] }],
    });
    const next = withChunk(questions, { type: 'trust', subtype: 'post' }, { pages: [] });
    expect(next.trust?.pre).toBe(questions.trust.pre);
    expect(next.trust?.post).toEqual({ pages: [] });
    expect(chunkOfQuestion(questions, 'a')).toEqual({ type: 'trust', subtype: 'pre' });
    expect(chunkOfQuestion(questions, 'b')).toBeNull();
  });

  it("turn the Creator's JSON into a chunk the content schema accepts", () => {
    expect(toChunkJson({})).toEqual({ pages: [] });
    expect(toChunkJson({ pages: [{ name: 'page1' }, { elements: [{ type: 'text', name: 'q' }] }] })).toEqual({
      pages: [
        { name: 'page1', elements: [] },
        { name: 'page2', elements: [{ type: 'text', name: 'q' }] },
      ],
    });
  });
});

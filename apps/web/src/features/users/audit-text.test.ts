import { describe, expect, it } from 'vitest';
import { actionLabel, changes } from './audit-text';

describe('the audit log texts', () => {
  it("names the user's review and what changed in it", () => {
    const review = { review_id: 'r1', structure_name: 'Oak Trust', status: 'submitted', survey_version: 1 };
    expect(changes(review, { ...review, survey_version: 2 })).toBe('Oak Trust: survey_version: 1 → 2');
    expect(changes(review, { ...review, status: 'in_progress' })).toBe(
      'Oak Trust: status: submitted → in_progress',
    );
    expect(changes(review, null)).toBe('Oak Trust: deleted');
    expect(actionLabel('review.latest_survey')).toBe('Review updated to the most recent survey');
  });

  it("lists a user's changed fields, and shows an unknown action as recorded", () => {
    expect(changes({ user_name: 'Nora', is_enabled: true }, { user_name: 'Nora', is_enabled: false })).toBe(
      'is_enabled: true → false',
    );
    expect(changes(null, { user_name: 'Nora' })).toBe('created');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('names the API key or webhook an entry is about', () => {
    const key = { api_key: 'Practice system', scopes: 'readReports', prefix: 'tsr_abcdefgh', revoked: 'no' };
    expect(actionLabel('api_key.create')).toBe('API key created');
    expect(changes(null, key)).toBe('Practice system: created');
    expect(changes(key, { ...key, revoked: 'yes' })).toBe('Practice system: revoked: no → yes');
    const hook = { webhook: 'https://hooks.example/tsr', events: 'review.submitted' };
    expect(actionLabel('webhook.delete')).toBe('Webhook deleted');
    expect(changes(hook, null)).toBe('https://hooks.example/tsr: deleted');
  });
});

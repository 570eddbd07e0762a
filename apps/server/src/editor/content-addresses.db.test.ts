import { ADDRESS_MESSAGES, type ErrorBody, type PublishResponse, type ResponseTree } from '@tsr/contract';
import { CONTENT_MESSAGES } from '@tsr/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { demo } from '../demo/demo-accounts';
import { newDraft } from '../testing/editor-draft';
import { DraftRepository } from './draft-repository';

/**
 * The links of survey content texts (response texts, question titles and help) keep to the address
 * rule. A save that adds a `javascript:` link answers 400 naming the field; a draft that holds one
 * from before (saved before the rule) still loads, lists it in the Problems panel and is refused at
 * publish until it is corrected. Each test opens a draft of its own.
 */

/** The response tree with the text of response `index` changed. */
const withText = (tree: ResponseTree, index: number, text: string): ResponseTree => ({
  ...tree,
  responses: tree.responses.map((r, i) => (i === index ? { ...r, text } : r)),
});

const SCRIPT = ADDRESS_MESSAGES.scheme('javascript');

describe('saving survey content with links', () => {
  it('refuses a response text that links to javascript:, naming the field, the text and the address', async () => {
    const draft = await newDraft();
    const { revision, content } = await draft.read('responses');
    const id = content.responses[2]?.id as string;
    const res = await draft.save(
      'responses',
      revision,
      withText(content, 2, 'See [here](javascript:alert(1)).'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toBe(
      `content.responses.2.text: ${CONTENT_MESSAGES.unsafeAddress(`Response '${id}', text`, 'javascript:alert(1)', SCRIPT)}`,
    );
    expect((await draft.read('responses')).revision).toBe(revision);
  });

  it("refuses a question's help that links to an obfuscated script address", async () => {
    const draft = await newDraft();
    const { revision, content } = await draft.read('questions');
    const page = content.trust?.pre?.pages[0];
    const element = page?.elements[0];
    if (!page || !element) throw new Error('the pack has trust pre questions');
    const changed = structuredClone(content);
    const target = changed.trust?.pre?.pages[0]?.elements[0];
    if (!target) throw new Error('cloned');
    target.description = 'More at [HMRC](https://www.gov.uk) and [this](JaVaScRiPt&colon;alert(1))';
    const res = await draft.save('questions', revision, changed);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toBe(
      `content.trust.pre.pages.0.elements.0.description: ${CONTENT_MESSAGES.unsafeAddress(
        `Question '${element.name}', description`,
        'JaVaScRiPt:alert(1)',
        ADDRESS_MESSAGES.scheme('JaVaScRiPt'),
      )}`,
    );
  });

  it('saves texts whose links are web, mail or relative addresses', async () => {
    const draft = await newDraft();
    const { revision, content } = await draft.read('responses');
    const text = 'See [HMRC](https://www.gov.uk/hmrc), [us](mailto:help@example.com) and [fees](#fees).';
    const res = await draft.save('responses', revision, withText(content, 2, text));
    expect(res.statusCode).toBe(200);
    expect((await draft.read('responses')).content.responses[2]?.text).toBe(text);
  });
});

describe('a draft that holds an unsafe link from before', () => {
  it('loads, lists the link in the Problems panel, refuses publish, and publishes once corrected', async () => {
    const draft = await newDraft();
    const { t } = draft;
    const unsafe = async () => (await draft.problems()).filter((p) => p.code === 'unsafe-address');
    // Stored as a save before the rule would have stored it: straight into the draft.
    const { revision, content } = await draft.read('responses');
    const [adminRow] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.admin.email));
    const old = withText(content, 3, 'Read [the guide](javascript:fetch(document.cookie)) first.');
    const stored = await new DraftRepository(t.database.db).saveSection(
      'responses',
      revision,
      old,
      adminRow?.id as string,
    );
    expect(stored).toBe(revision + 1);
    const id = content.responses[3]?.id as string;
    const message = CONTENT_MESSAGES.unsafeAddress(
      `Response '${id}', text`,
      'javascript:fetch(document.cookie)',
      SCRIPT,
    );

    const loaded = await draft.read('responses');
    expect(loaded.content.responses[3]?.text).toBe(old.responses[3]?.text);
    expect(await unsafe()).toEqual([
      {
        section: 'responses',
        id,
        path: 'responses.responses[3].text',
        code: 'unsafe-address',
        message,
        severity: 'error',
      },
    ]);

    const refused = await draft.publish(true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().contentFindings).toContainEqual({
      code: 'unsafe-address',
      message,
      path: 'responses.responses[3].text',
      id,
    });

    // Another edit of the section saves: the link was there before, and stays listed.
    const other = await draft.save('responses', loaded.revision, withText(loaded.content, 4, 'Edited.'));
    expect(other.statusCode).toBe(200);
    expect(await unsafe()).toHaveLength(1);

    const current = await draft.read('responses');
    const fixed = await draft.save(
      'responses',
      current.revision,
      withText(current.content, 3, 'Read the guide first.'),
    );
    expect(fixed.statusCode).toBe(200);
    expect(await unsafe()).toEqual([]);
    const published = await draft.publish(true);
    expect(published.statusCode).toBe(200);
    expect(published.json<PublishResponse>().version).toBe(2);
  });
});

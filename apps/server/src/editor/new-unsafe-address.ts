import { type EditorSection, shownAddress } from '@tsr/contract';
import { CONTENT_MESSAGES, sectionAddresses } from '@tsr/domain';

/**
 * A save of a section that adds a link or address the address rule refuses (a
 * `javascript:` link in a response text, a question's help ...) answers 400 naming the field, in
 * the form a route's validation uses ('content.responses.3.text: ...'). An address the stored
 * section already held does not stop the save: content saved before the rule stays editable, so
 * an admin can fix it (or other items) section by section, while the Problems panel lists it and
 * Publish refuses it. `stored` is the section as the draft holds it, parsed; null when unreadable.
 */
export function newUnsafeAddress(section: EditorSection, content: unknown, stored: unknown): string | null {
  const unsafe = sectionAddresses(section, content);
  if (unsafe.length === 0) return null;
  const before = new Set(stored === null ? [] : sectionAddresses(section, stored).map((u) => u.address));
  const added = unsafe.find((u) => !before.has(u.address));
  if (!added) return null;
  // The path below the section, as zod's path of the section's schema reads.
  const path = ['content', ...added.at.slice(1)].map(String).join('.');
  return `${path}: ${CONTENT_MESSAGES.unsafeAddress(added.text, shownAddress(added.address), added.problem)}`;
}

import Link from '@mui/material/Link';
import { lawParts } from '@tsr/contract';
import { Fragment } from 'react';

/**
 * A law text as written, each provision and HMRC manual paragraph a link to legislation.gov.uk or
 * GOV.UK (law-citations.ts), opened in a new tab; the PDF links the same parts.
 */
export function LawText({ text }: { text: string }) {
  return (
    <>
      {lawParts(text).map((part, i) =>
        part.url ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, fixed for it
          <Link key={i} href={part.url} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, fixed for it
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

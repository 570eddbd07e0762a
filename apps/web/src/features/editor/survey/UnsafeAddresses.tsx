import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { type SurveyJson, shownAddress } from '@tsr/contract';
import { CONTENT_MESSAGES, chunkAddresses } from '@tsr/domain/editor';
import type { Chunk } from './chunks';

/**
 * The links and addresses of the chunk that the address rule refuses, read as the server
 * reads them (titles, help, choices, page titles; an image's address), whatever tab the admin
 * typed them in. A new one makes the autosave fail with the server's 400; one saved before the
 * rule stays listed, and in the Problems panel, and stops a publish until it is corrected.
 */
export function UnsafeAddresses({ chunk, json }: { chunk: Chunk; json: SurveyJson }) {
  const unsafe = chunkAddresses(json, ['questions', chunk.type, chunk.subtype]);
  if (unsafe.length === 0) return null;
  return (
    <Alert severity="error">
      <AlertTitle>Refused addresses</AlertTitle>
      Use https:, http:, mailto: or a relative address (such as /support or #fees). Until these are corrected,
      a new one is not saved and the draft cannot be published.
      <ul>
        {unsafe.map((u) => (
          <li key={`${u.at.join('.')} ${u.address}`}>
            {CONTENT_MESSAGES.unsafeAddress(u.text, shownAddress(u.address), u.problem)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

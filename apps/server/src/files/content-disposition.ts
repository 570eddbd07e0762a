/**
 * `Content-Disposition: attachment` for a file name (RFC 6266): an ASCII fallback in `filename`
 * (anything else, quotes and backslashes become '_', so the quoted string cannot be broken out of)
 * and the exact name, UTF-8 percent-encoded, in `filename*`, which browsers prefer. Control
 * characters never reach the header, so it cannot be split.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * ! unencoded; RFC 5987's attr-char does not allow them.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

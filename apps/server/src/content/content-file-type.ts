/**
 * The type of an uploaded file, read from its first bytes ("type by content"), never
 * from its name or the browser's claim. Only types that cannot carry script when served with
 * their own content type: PDF and raster images. SVG and HTML are refused.
 */
export type ContentFileType = { contentType: string; extension: string };

const SIGNATURES: { type: ContentFileType; matches: (b: Uint8Array) => boolean }[] = [
  { type: { contentType: 'application/pdf', extension: 'pdf' }, matches: (b) => startsWith(b, '%PDF-') },
  {
    type: { contentType: 'image/png', extension: 'png' },
    matches: (b) => startsWithBytes(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: { contentType: 'image/jpeg', extension: 'jpg' },
    matches: (b) => startsWithBytes(b, [0xff, 0xd8, 0xff]),
  },
  {
    type: { contentType: 'image/gif', extension: 'gif' },
    matches: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a'),
  },
  {
    type: { contentType: 'image/webp', extension: 'webp' },
    matches: (b) => startsWith(b, 'RIFF') && startsWith(b.subarray(8), 'WEBP'),
  },
];

export function detectContentFileType(bytes: Uint8Array): ContentFileType | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.type ?? null;
}

function startsWith(bytes: Uint8Array, ascii: string): boolean {
  return startsWithBytes(
    bytes,
    [...ascii].map((c) => c.charCodeAt(0)),
  );
}

function startsWithBytes(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((v, i) => bytes[i] === v);
}

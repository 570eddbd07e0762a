import { ApiError, SERVER_UNREACHABLE } from '../api/api-error';
import { currentIdToken, refreshTokens } from '../api/authed';

/** Spec 8: the message of a failed PDF download (a report's or a scenario's). */
export const pdfFailure = (status: number) => `failed to download PDF document: status code: ${status}`;

async function requestFile(url: string, accept: string, idToken: string): Promise<Response> {
  try {
    return await fetch(url, { headers: { Accept: accept, Authorization: `Bearer ${idToken}` } });
  } catch {
    throw new ApiError(SERVER_UNREACHABLE);
  }
}

/**
 * A file the API sends (a report's or a scenario's PDF, the calendar file). The JSON client cannot
 * read a file, so this call does what it does for the token (bearer, one refresh and retry on a
 * 401) and keeps the body as a blob; `failure` words a refusal.
 */
export async function fetchFile(
  path: string,
  accept: string,
  failure: (status: number) => string,
): Promise<Blob> {
  const idToken = await currentIdToken();
  if (!idToken) throw new Error(failure(401));
  let response = await requestFile(path, accept, idToken);
  if (response.status === 401) {
    const renewed = await refreshTokens();
    if (renewed) response = await requestFile(path, accept, renewed);
  }
  if (!response.ok) throw new Error(failure(response.status));
  return response.blob();
}

/** Saves a blob under a file name through a temporary link, the way browsers allow it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is given up.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

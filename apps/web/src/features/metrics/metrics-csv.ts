import type { CustomerMetrics } from '@tsr/contract';
import { lastLoginText } from './date-range';

// Quotes every cell; a leading =, +, - or @ is prefixed with ' so a spreadsheet does not run it.
const cell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** The customer's table as CSV (the columns of spec 2.10, then the usage against the cap). */
export function metricsCsv(customer: CustomerMetrics, users = customer.users): string {
  const header = [
    'User name',
    'User email',
    'Reviews started',
    'Reviews submitted',
    'Entities submitted',
    'Last login',
    'Review cap',
    'Reviews charged',
  ];
  const rows = users.map((u) => [
    u.userName,
    u.userEmail,
    u.reviewStarted,
    u.reviewSubmitted,
    u.entitesSubmitted,
    lastLoginText(u.lastLogin),
    u.reviewCap,
    u.reviewsCharged,
  ]);
  return `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves the text as a file through a temporary link. */
export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}

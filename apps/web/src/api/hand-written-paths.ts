import { allRoutes } from '@tsr/contract';

/** A route pattern as a regular expression over addresses: `:id` stands for any one segment. */
const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`);

/** Each API address with and without its prefix (the old client added it), and its query's names. */
const apiAddresses = allRoutes.flatMap((r) => {
  const queryNames = Object.keys(r.query?.shape ?? {});
  return [r.path, r.path.replace(/^\/api/, '')].map((p) => ({ regex: patternRegex(p), queryNames }));
});

/** A literal with a query the API route takes is that call, even where a page has the same path. */
function hasApiQuery(text: string, queryNames: readonly string[]): boolean {
  const query = text.split('?')[1];
  if (query === undefined || queryNames.length === 0) return false;
  return [...new URLSearchParams(query).keys()].every((name) => queryNames.includes(name));
}

/** The string literals of a source file, with `${...}` in templates read as one path segment. */
export function stringLiterals(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    found.push(text.replace(/\$\{[^}]*\}/g, ':x'));
  }
  return found;
}

/**
 * The literals that write an API address by hand: anything under /api, or an address of the route
 * table without its prefix that is not also one of the app's own pages (`/user/reports` is both).
 */
export function handWrittenApiPaths(source: string, pagePatterns: readonly string[]): string[] {
  const pages = pagePatterns.map(patternRegex);
  return stringLiterals(source).filter(
    (text) =>
      /^\/api(?![\w-])/.test(text) ||
      apiAddresses.some(
        (api) =>
          api.regex.test(text) &&
          (hasApiQuery(text, api.queryNames) || !pages.some((page) => page.test(text))),
      ),
  );
}

// Matches a path pattern with ':name' segments (the syntax @koa/router uses) against a pathname.
// Shared by the page route table (browser and server) and the in-process API resolver.

export type PathParams = Record<string, string>;

export function matchPath(pattern: string, pathname: string): PathParams | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: PathParams = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i];
    let actual: string;
    try {
      actual = decodeURIComponent(pathParts[i]);
    } catch {
      return null; // malformed percent-encoding never matches
    }
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    else if (expected !== actual) return null;
  }
  return params;
}

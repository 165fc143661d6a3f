/**
 * `a=1&b=x` from a query object or URLSearchParams, leaving out undefined, null and '' (a filter
 * not set); '' when nothing is left. The one encoder of the web's API queries and screen links.
 */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [key, value] of entries) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

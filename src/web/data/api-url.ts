/** The address of an API call: `/api/<path>` and its query string (API.md query syntax). */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue> | URLSearchParams;

export function toSearchParams(query: Query | undefined): URLSearchParams {
  if (!query) return new URLSearchParams();
  if (query instanceof URLSearchParams) return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

export function apiUrl(path: string, query?: Query): string {
  const clean = path.startsWith('/api/') ? path : `/api/${path.replace(/^\//, '')}`;
  const search = toSearchParams(query).toString();
  return search ? `${clean}?${search}` : clean;
}

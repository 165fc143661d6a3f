import { queryString } from './query-string';
import { SCREEN_KEYS, SCREENS, type ScreenKey } from './screens';

/**
 * Typed links to the screens of `screens.ts`: `paths.leadDetails(id)` is `/LeadDetails/<id>`,
 * `paths.callHistory({ from, to })` adds a query string. One argument per `:param` of the path, in
 * order, then the query, whose empty values (undefined, null, '') are left out.
 */
type ParamsOf<P extends string> = P extends `${string}/:${string}/${infer Rest}`
  ? [string, ...ParamsOf<`/${Rest}`>]
  : P extends `${string}/:${string}`
    ? [string]
    : [];

type SearchValue = string | number | boolean | null | undefined;
export type Search = URLSearchParams | Readonly<Record<string, SearchValue>>;

type PathBuilder<P extends string> = (...args: [...ParamsOf<P>, search?: Search]) => string;

export type Paths = { [K in ScreenKey]: PathBuilder<(typeof SCREENS)[K]['path']> };

/** `?a=1&b=x` from a query, without its empty values; '' when nothing is left. */
export function searchString(search: Search | undefined): string {
  const text = search ? queryString(search) : '';
  return text ? `?${text}` : '';
}

function builder(path: string) {
  const names = [...path.matchAll(/:(\w+)/g)].length;
  return (...args: unknown[]) => {
    let i = 0;
    const filled = path.replace(/:\w+/g, () => encodeURIComponent(String(args[i++])));
    return filled + searchString(args[names] as Search | undefined);
  };
}

export const paths = Object.fromEntries(SCREEN_KEYS.map((key) => [key, builder(SCREENS[key].path)])) as Paths;

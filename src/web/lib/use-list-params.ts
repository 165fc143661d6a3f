import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';

type Shape = z.ZodObject;
type Patch<S extends Shape> = { [K in keyof z.output<S>]?: z.output<S>[K] | undefined };

/**
 * Reads every key on its own, so one bad or stale value in a shared link (an old status, page=abc)
 * falls back to its default instead of emptying the whole list.
 */
function parse<S extends Shape>(schema: S, search: URLSearchParams): z.output<S> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = search.get(key);
    const read = (field as z.ZodType).safeParse(raw === null || raw === '' ? undefined : raw);
    out[key] = read.success ? read.data : (field as z.ZodType).safeParse(undefined).data;
  }
  return out as z.output<S>;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A list's filters, search, sort and page, kept in the URL's query string: a link to the screen
 * shows the same rows, and Back or a reload returns to them (issue 9). `schema` lists the keys and
 * how each is read (usually the domain query schema of the list's API); values equal to their
 * default are left out of the URL.
 *
 * A change of filter, search or sort goes back to page 1. Filters, sort and paging add a history
 * entry (Back undoes them); typing in the search box replaces the entry, once the typing pauses.
 */
export function useListParams<S extends Shape>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  // A navigation under way (the next screen's code still loading) keeps the old URL meanwhile.
  const leaving = useNavigation().location?.pathname;
  const query = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: parsed again only when the query string changes.
  const params = useMemo(() => parse(schema, searchParams), [schema, query]);
  const defaults = useMemo(() => parse(schema, new URLSearchParams()), [schema]);

  const set = useCallback(
    (patch: Patch<S>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const changes: Record<string, unknown> = { ...patch };
          if ('page' in schema.shape && !('page' in changes)) changes.page = undefined;
          for (const [key, value] of Object.entries(changes)) {
            const text = asText(value).trim();
            if (!text || text === asText((defaults as Record<string, unknown>)[key])) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [schema, defaults, setSearchParams],
  );

  /** Back to the defaults: every key of this list leaves the URL. */
  const clear = useCallback(() => {
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of Object.keys(schema.shape)) next.delete(key);
      return next;
    });
  }, [schema, setSearchParams]);

  const urlSearch = asText((params as Record<string, unknown>).search);
  const [text, setText] = useState(urlSearch);
  const [debounced] = useDebouncedValue(text, 300);
  // Back, Forward and "Clear filters" change the URL: the box follows.
  useEffect(() => setText(urlSearch), [urlSearch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: written only when the typing settles, never on a URL change.
  useEffect(() => {
    // A row's link may be clicked while the typing is still settling; the list then stays mounted
    // until the next screen's code has loaded, and writing its search now would navigate back.
    if (window.location.pathname !== pathname) return;
    // Before the URL changes, too: writing now would cancel that navigation (e2e/leads.spec.ts).
    if (leaving !== undefined && leaving !== pathname) return;
    if (debounced.trim() !== urlSearch) set({ search: debounced } as unknown as Patch<S>, { replace: true });
  }, [debounced]);

  /** True when a filter or search narrows the list (sort and page do not). */
  const filtered = Object.keys(schema.shape).some(
    (key) =>
      !['page', 'sort', 'order'].includes(key) &&
      asText((params as Record<string, unknown>)[key]) !== asText((defaults as Record<string, unknown>)[key]),
  );

  return {
    params,
    set,
    clear,
    filtered,
    /** For a SearchInput: what is typed now, ahead of the URL by the debounce. */
    search: { value: text, onChange: setText },
  };
}

/** A list that is only searched (filtered in the browser): the search box's text is kept in the URL. */
export const searchOnlyParams = z.object({ search: z.string().trim().max(200).optional() });

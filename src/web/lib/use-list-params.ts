import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
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
 * shows the same rows, and Back or a reload returns to them. `schema` lists the keys and
 * how each is read (usually the domain query schema of the list's API); values equal to their
 * default are left out of the URL.
 *
 * A change of filter, search or sort goes back to page 1. Filters, sort and paging add a history
 * entry (Back undoes them); typing in the search box replaces the entry.
 */
export function useListParams<S extends Shape>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: parsed again only when the query string changes.
  const params = useMemo(() => parse(schema, searchParams), [schema, query]);
  const defaults = useMemo(() => parse(schema, new URLSearchParams()), [schema]);

  // The query string as last written: React Router hands a writer the query string of the last
  // render, so two writes before the next render (a tab click, then typing) would lose the first.
  const latest = useRef(searchParams);
  const rendered = useRef(query);
  if (rendered.current !== query) {
    rendered.current = query;
    latest.current = searchParams;
  }

  const set = useCallback(
    (patch: Patch<S>, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      const changes: Record<string, unknown> = { ...patch };
      if ('page' in schema.shape && !('page' in changes)) changes.page = undefined;
      for (const [key, value] of Object.entries(changes)) {
        const text = asText(value).trim();
        if (!text || text === asText((defaults as Record<string, unknown>)[key])) next.delete(key);
        else next.set(key, text);
      }
      latest.current = next;
      setSearchParams(next, { replace: options.replace ?? false });
    },
    [schema, defaults, setSearchParams],
  );

  /** Back to the defaults: every key of this list leaves the URL. */
  const clear = useCallback(() => {
    const next = new URLSearchParams(latest.current);
    for (const key of Object.keys(schema.shape)) next.delete(key);
    latest.current = next;
    setSearchParams(next);
  }, [schema, setSearchParams]);

  const urlSearch = asText((params as Record<string, unknown>).search);
  // What is typed, with its trailing spaces (the URL keeps the trimmed text).
  const [text, setText] = useState(urlSearch);
  // Back, Forward and "Clear filters" change the URL: the box follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: compares with the text of the render that changed the URL.
  useEffect(() => {
    if (text.trim() !== urlSearch) setText(urlSearch);
  }, [urlSearch]);
  // The URL is written at each keystroke, in the event itself: a write that came later (after a
  // debounce) raced with clicks — it could drop a filter chosen meanwhile or cancel a navigation to
  // a row's page. Only what the list fetches waits for the typing to pause.
  const onSearchChange = (value: string) => {
    setText(value);
    if (value.trim() !== urlSearch) set({ search: value } as unknown as Patch<S>, { replace: true });
  };
  const [settledSearch] = useDebouncedValue(urlSearch, 300);
  const searchDefault = (defaults as Record<string, unknown>).search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: params changes with the query string.
  const forFetch = useMemo(
    () =>
      'search' in schema.shape
        ? ({ ...params, search: settledSearch === '' ? searchDefault : settledSearch } as z.output<S>)
        : params,
    [params, settledSearch, schema],
  );

  /** True when a filter or search narrows the list (sort and page do not). */
  const filtered = Object.keys(schema.shape).some(
    (key) =>
      !['page', 'sort', 'order'].includes(key) &&
      asText((params as Record<string, unknown>)[key]) !== asText((defaults as Record<string, unknown>)[key]),
  );

  return {
    /** The list's state as the URL has it now (safe to hand back to `set`). */
    params,
    /** The same for the list's fetch: the search is the URL's once the typing has paused 300 ms. */
    query: forFetch,
    set,
    clear,
    filtered,
    /** For a SearchInput: what is typed now (the URL follows at once, the fetch 300 ms later). */
    search: { value: text, onChange: onSearchChange },
  };
}

/** A list that is only searched (filtered in the browser): the search box's text is kept in the URL. */
export const searchOnlyParams = z.object({ search: z.string().trim().max(200).optional() });

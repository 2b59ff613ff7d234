import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import type { Page } from "../api";

export interface Pages<T> {
  rows: T[];
  next: string | null;
  loading: boolean;
  error: unknown;
  loadMore: () => void;
  reload: () => void;
}

/** A cursor-paginated list: the first page per change of `key`, then "load more" appends. */
export function usePages<T>(loadPage: (cursor?: string) => Promise<Page<T>>, key: string): Pages<T> {
  const [state, setState] = useState<{ rows: T[]; next: string | null; loading: boolean; error?: unknown; key?: string }>({
    rows: [],
    next: null,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  const loader = useRef(loadPage);
  loader.current = loadPage;
  const ticket = useRef(0);

  useEffect(() => {
    const mine = ++ticket.current;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    loader.current().then(
      (page) => mine === ticket.current && setState({ rows: page.results, next: page.next, loading: false, key }),
      (error: unknown) => mine === ticket.current && setState({ rows: [], next: null, loading: false, error, key }),
    );
  }, [key, generation]);

  const next = useRef<string | null>(null);
  next.current = state.next;
  const loadMore = useCallback(() => {
    const cursor = next.current;
    if (!cursor) return;
    const mine = ++ticket.current;
    setState((previous) => ({ ...previous, loading: true }));
    loader.current(cursor).then(
      (page) =>
        mine === ticket.current &&
        setState((latest) => ({ ...latest, rows: [...latest.rows, ...page.results], next: page.next, loading: false })),
      (error: unknown) => mine === ticket.current && setState((latest) => ({ ...latest, loading: false, error })),
    );
  }, []);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  // Until the first page for this key arrives, what is on screen belongs to the previous key.
  const loading = state.loading || state.key !== key;
  return { rows: state.rows, next: state.next, loading, error: state.error, loadMore, reload };
}

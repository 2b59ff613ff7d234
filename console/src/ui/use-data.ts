import { useCallback, useEffect, useState } from "preact/hooks";

export interface Data<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads once per change of `key`, keeping the last answer on screen while reloading. */
export function useData<T>(load: () => Promise<T>, key: string): Data<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

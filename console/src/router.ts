import type { AnchorHTMLAttributes, ComponentChildren } from "preact";
import { h } from "preact";
import { useEffect, useState } from "preact/hooks";

/** The console's two faces share one application; the first path segment says which. */
export type Area = "admin" | "dashboard";

export const area: Area = location.pathname.startsWith("/admin") ? "admin" : "dashboard";
const base = `/${area}`;

const listeners = new Set<() => void>();

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = `${base}${to}`;
  if (options.replace) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

window.addEventListener("popstate", () => {
  for (const listener of listeners) listener();
});

export interface Location {
  /** The path inside the area, e.g. `/transactions/TX1`. */
  path: string;
  query: URLSearchParams;
}

const current = (): Location => ({
  path: location.pathname.slice(base.length) || "/",
  query: new URLSearchParams(location.search),
});

export function useLocation(): Location {
  const [value, setValue] = useState(current);
  useEffect(() => {
    const listener = () => setValue(current());
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  return value;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; children: ComponentChildren };

/** A real link (open in a new tab works) that navigates inside the application on a plain click. */
export function Link({ to, children, ...rest }: LinkProps) {
  return h(
    "a",
    {
      ...rest,
      href: `${base}${to}`,
      onClick: (event: MouseEvent) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      },
    },
    children,
  );
}

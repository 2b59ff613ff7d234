import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useText } from "./i18n/language";
import { LanguageSwitch } from "./i18n/language-switch";
import { area, Link, useLocation } from "./router";
import type { SessionUser } from "./session";

export interface NavItem {
  to: string;
  label: string;
}

/** Header, side navigation and the page; focus moves to the page's heading on navigation. */
export function Layout({
  user,
  nav,
  onSignOut,
  children,
}: {
  user: SessionUser;
  nav: NavItem[];
  onSignOut: () => void;
  children: ComponentChildren;
}) {
  const text = useText();
  const { path } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [path]);

  return (
    <div class="shell">
      <a class="skip-link" href="#main">
        {text.layout.skip}
      </a>
      <header class="topbar">
        <div class="brand">
          <span class="brand-mark" aria-hidden="true">
            P
          </span>
          <span class="brand-name">{text.layout.brand}</span>
          <span class="brand-area">{area === "admin" ? "Operations" : text.layout.merchantArea}</span>
        </div>
        <div class="topbar-user">
          {area === "dashboard" && <LanguageSwitch />}
          <span class="user-email">{user.email}</span>
          {area === "dashboard" && (
            <span class={`badge badge-${user.account_type === "prod" ? "good" : "wait"}`}>{user.account_type}</span>
          )}
          <button type="button" class="button button-quiet" onClick={onSignOut}>
            {text.layout.signOut}
          </button>
        </div>
      </header>
      <nav class="sidebar" aria-label={text.layout.sections}>
        <ul>
          {nav.map((item) => {
            const active = path === item.to || path.startsWith(`${item.to}/`);
            return (
              <li key={item.to}>
                <Link to={item.to} class={active ? "active" : undefined} aria-current={active ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="main" class="content" ref={main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

import { createHash } from "node:crypto";

/** Text and attribute values, escaped for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A `<script type="application/json">` body: no `</script>` or comment opener can close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The customer's pages: system fonts, one column, large touch targets, visible focus; nothing loaded from elsewhere. */
export const PAGE_STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}main{max-width:30rem;margin:0 auto;padding:1rem}header{background:#fff;border-radius:.5rem;padding:1rem;margin-bottom:1rem}h1{font-size:1.1rem;margin:0}h2{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0}.desc{margin:0;color:#444}section{background:#fff;border-radius:.5rem;padding:1rem}label{display:block;font-weight:600;margin-top:.75rem}input,select{display:block;width:100%;min-height:44px;font-size:1.1rem;padding:.6rem;margin-top:.25rem;border:1px solid #767676;border-radius:.375rem;background:#fff}button,.button{display:block;width:100%;margin-top:1rem;padding:.8rem;font-size:1.1rem;font-weight:700;border:0;border-radius:.375rem;background:#0b5cad;color:#fff;text-align:center;text-decoration:none}button[disabled]{background:#5a7fa6}button.secondary{background:#fff;color:#0b5cad;border:2px solid #0b5cad}input[aria-invalid=true]{border:2px solid #b00020}.receipt{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:.75rem 0;padding:.75rem;border:1px dashed #767676;border-radius:.375rem}.receipt dt{color:#555}.receipt dd{margin:0;font-weight:600;overflow-wrap:anywhere}.hint{font-size:.9rem;color:#555;margin:.25rem 0 0}.error{color:#b00020;font-weight:600;margin:.25rem 0 0}.alert{border-left:4px solid #b00020;background:#fdecee;padding:.5rem .75rem;margin-bottom:.5rem}.alert h2{font-size:1.05rem}.ok h2{color:#1b6e20}:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}.status{position:absolute;left:-9999px}footer{margin-top:1rem;text-align:center;font-size:.9rem}footer a{color:#0b5cad;display:inline-block;min-height:44px;min-width:44px;padding:.6rem 1rem}[hidden]{display:none!important}.card-print{text-align:center;max-width:105mm;margin:0 auto}.card-print .qr svg{width:60mm;height:60mm}@media print{body{background:#fff}.card-print{border:1px solid #767676}}`;

/**
 * The customer's pages' security headers: their one style and (on the checkout page) one script allowed by hash,
 * requests to this origin only, no framing, no referrer (the page's address is the checkout's bearer).
 */
export function pageSecurityHeaders(script?: string): Record<string, string> {
  const scriptSource = script ? sha256(script) : "'none'";
  return {
    "Content-Security-Policy": `default-src 'none'; style-src ${sha256(PAGE_STYLE)}; script-src ${scriptSource}; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
  };
}

/** One page: its language, title, optional head extra (a refresh without script), body and script. */
export function pageDocument(input: { lang: string; title: string; headExtra?: string; body: string; script?: string }): string {
  return `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(input.title)}</title><style>${PAGE_STYLE}</style>${input.headExtra ?? ""}</head><body><main>${input.body}</main>${input.script ? `<script>${input.script}</script>` : ""}</body></html>`;
}

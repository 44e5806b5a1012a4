// HTML by construction: every value put into a page goes through `html` and is escaped
// unless it is already `Html` (built here, or by the Markdown renderer, which escapes too).
// Notes and audit lines may hold injections; nothing they contain reaches the page as markup.

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function escape(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

type Part = Html | string | number | boolean | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return escape(String(part));
}

/** A tagged template: the literal parts are markup, every interpolation is escaped. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] as string;
  values.forEach((v, i) => (out += render(v) + (strings[i + 1] as string)));
  return new Html(out);
}

/** A URL path with its query, every value encoded. */
export function href(path: string, query: Record<string, string | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const NAV = [
  ['/review', 'Review'],
  ['/browse', 'Browse'],
  ['/search', 'Search'],
  ['/facts', 'Facts'],
  ['/audit', 'Audit'],
  ['/snapshots', 'Snapshots'],
] as const;

/** The page around a view: navigation, the CSRF token for the script, the view. */
export function page(
  title: string,
  active: string,
  body: Html,
  opts: { csrf?: string; flash?: string; error?: string } = {},
): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · mnemofs</title>
<link rel="stylesheet" href="/static/style.css">
<script src="/static/app.js" defer></script>
</head>
<body${opts.csrf ? html` data-csrf="${opts.csrf}"` : ''}>
<header>
<a class="brand" href="/review">mnemofs</a>
<nav>${NAV.map(([path, name]) => html`<a href="${path}" ${path === active ? html` aria-current="page"` : ''}>${name}</a>`)}</nav>
${opts.csrf ? html`<form method="post" action="/signout" class="signout"><input type="hidden" name="csrf" value="${opts.csrf}" /><button>Sign out</button></form>` : ''}
</header>
<main>
${opts.flash ? html`<p class="flash" role="status">${opts.flash}</p>` : ''}
${opts.error ? html`<p class="error" role="alert">${opts.error}</p>` : ''}
${body}
</main>
</body>
</html>
`;
}

/** A form that changes something: POST, with the session's CSRF token. */
export function form(
  action: string,
  csrf: string,
  fields: Record<string, string>,
  inner: Html,
  opts: { confirm?: string; cls?: string } = {},
): Html {
  return html`<form
    method="post"
    action="${action}"
    ${opts.cls ? html` class="${opts.cls}"` : ''}${opts.confirm ? html` data-confirm="${opts.confirm}"` : ''}
  >
    <input type="hidden" name="csrf" value="${csrf}" />${Object.entries(fields).map(
      ([k, v]) => html`<input type="hidden" name="${k}" value="${v}" />`,
    )}${inner}
  </form>`;
}

/** A trust badge, and the suspicious badge with its reason (as search hits carry them). */
export function badges(trust: string | undefined, suspicious?: string): Html {
  return html`${trust ? html`<span class="badge trust-${trust}">${trust}</span>` : ''}${
    suspicious
      ? html` <span class="badge suspicious" title="${suspicious}">suspicious: ${suspicious}</span>`
      : ''
  }`;
}

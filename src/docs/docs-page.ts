import { createHash } from 'node:crypto';
import { SCRIPT } from './docs-page-script.ts';
import { STYLE } from './docs-page-style.ts';

// The page is one HTML document with its CSS and JS inline, built once at start-up: no CDN, no web font, it works
// offline. The server renders only the header (escaped); the script builds everything else from the embedded
// OpenAPI document with textContent, so no text from the document is ever parsed as HTML.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Content-Security-Policy of the /docs page: only its own inline style and script (by hash), requests to its own
 * origin, images and media from the origin or from blob: URLs (binary playground responses).
 */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The /docs page: self-contained HTML (no CDN) built from the OpenAPI document. */
export function buildDocsPage(openapi: Record<string, unknown>): string {
  const info = (openapi.info ?? {}) as { title?: string; version?: string; description?: string };
  const title = escapeHtml(info.title ?? 'API');
  const version = escapeHtml(info.version ?? '');
  const server = (openapi.servers as { url?: string }[] | undefined)?.[0]?.url;
  // `<` escaped so the document can never close the data block, whatever its strings contain.
  const spec = JSON.stringify(openapi).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title} ${version}: documentation</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the operations</a>
<header class="top">
  <div class="brand"><h1>${title}</h1><span class="version" aria-label="version ${version}">v${version}</span></div>
  <form class="settings" id="settings" aria-label="Request settings">
    <div><label for="api-key">API key</label><span class="key-row"><input id="api-key" type="password" autocomplete="off" spellcheck="false" placeholder="exref_..." aria-describedby="key-note"><button type="button" id="key-toggle" aria-pressed="false" aria-controls="api-key">Show</button></span></div>
    <div><label for="lang">Language</label><select id="lang"></select></div>
  </form>
</header>
<div class="layout">
  <nav aria-label="Operations">
    <label class="filter-label" for="filter">Filter operations</label>
    <input id="filter" type="search" placeholder="path, summary or tag" autocomplete="off">
    <div id="toc"></div>
    <p id="no-match" hidden>No operation matches.</p>
    <h2><a href="#schemas">Schemas</a></h2>
  </nav>
  <main id="main" tabindex="-1">
    <section class="intro" aria-label="About this API">
      <p>${escapeHtml(info.description ?? '')}</p>
      ${server ? `<p>Base URL: <code>${escapeHtml(server)}</code>. The playground below calls this page's own origin. The machine-readable description is at <a href="/openapi.json">/openapi.json</a>.</p>` : ''}
      <p id="key-note">Data endpoints need an API key in the <code>X-API-Key</code> header; it stays in this tab (sessionStorage). The playground also sends <code>X-Exref-Playground: 1</code>, so BASIC keys work here. Every call is charged to the key like any other.</p>
      <noscript><p>The playground needs JavaScript; <a href="/openapi.json">/openapi.json</a> describes every operation.</p></noscript>
    </section>
    <div id="ops"></div>
    <section id="schemas" aria-labelledby="schemas-h"><div class="tag"><h2 id="schemas-h">Schemas</h2></div><div id="schema-list"></div></section>
  </main>
</div>
<script type="application/json" id="spec">${spec}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

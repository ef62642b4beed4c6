/** The /docs page: self-contained HTML (no CDN) built from the OpenAPI document. */
export function buildDocsPage(openapi: Record<string, unknown>): string {
  const spec = JSON.stringify(openapi).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>exref API docs</title></head>
<body><h1>exref API</h1><div id="ops"></div><script>const spec=${spec};
const ops=document.getElementById('ops');
for (const [path, methods] of Object.entries(spec.paths)) for (const [m, op] of Object.entries(methods)) {
  const d=document.createElement('div'); d.textContent=m.toUpperCase()+' '+path+' - '+op.summary; ops.appendChild(d);
}</script></body></html>`;
}

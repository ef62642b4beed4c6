/** The /docs page's CSS, inlined into the page (see docs-page.ts). */
// String.raw so backslashes (regular expressions) reach the browser unchanged; the text therefore has no backticks
// and no template placeholders.
export const STYLE = String.raw`
:root{color-scheme:light dark;--bg:#f6f7f9;--panel:#fff;--text:#1b2230;--muted:#566072;--line:#dde2ea;--soft:#eef1f5;
--accent:#2450c8;--accent-text:#fff;--focus:#2f6bff;--get:#157347;--get-bg:#e3f4ea;--post:#a64f00;--post-bg:#fdeedd;
--ok:#157347;--warn:#a64f00;--err:#b42318;--j-key:#6b3fb5;--j-str:#0b6e4f;--j-num:#a64f00;--j-lit:#2450c8;--hdr:4.5rem;
--mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
@media (prefers-color-scheme:dark){:root{--bg:#0e1117;--panel:#161b24;--text:#e5e9f0;--muted:#9aa4b5;--line:#2a3140;
--soft:#1d2330;--accent:#7ea3ff;--accent-text:#0e1117;--focus:#8fb0ff;--get:#5fd39a;--get-bg:#15301f;--post:#ffb062;
--post-bg:#3a2612;--ok:#5fd39a;--warn:#ffb062;--err:#ff8a80;--j-key:#c7a6ff;--j-str:#7fdcb0;--j-num:#ffc27a;--j-lit:#8fb0ff}}
*{box-sizing:border-box}
html{scroll-padding-top:calc(var(--hdr) + 1rem)}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif}
a{color:var(--accent)}
code,pre,.path,input,select{font-family:var(--mono)}
code{font-size:.9em}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px;border-radius:4px}
.skip{position:absolute;left:-999px;top:.5rem;background:var(--panel);padding:.5rem 1rem;z-index:10}
.skip:focus{left:.5rem}
.top{position:sticky;top:0;z-index:5;display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 2rem;padding:.75rem 1.5rem;
background:var(--panel);border-bottom:1px solid var(--line)}
.brand{display:flex;align-items:baseline;gap:.6rem;margin-right:auto}
.brand h1{font-size:1.15rem;margin:0}
.version{font:600 .75rem var(--mono);color:var(--muted);border:1px solid var(--line);border-radius:99px;padding:.1rem .5rem}
.settings{display:flex;flex-wrap:wrap;gap:.75rem 1.25rem;align-items:center}
.settings label{font-size:.8rem;font-weight:600;color:var(--muted);margin-right:.4rem}
.key-row{display:inline-flex}
.key-row input{width:19rem;border-radius:6px 0 0 6px}
.key-row button{border-radius:0 6px 6px 0;border-left:0}
input,select{font-size:.85rem;color:var(--text);background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:.4rem .55rem;min-width:0}
button{font:600 .85rem system-ui,sans-serif;color:var(--text);background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:.4rem .8rem;cursor:pointer}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-text);padding:.45rem 1.3rem}
button:disabled{opacity:.6;cursor:progress}
.layout{display:grid;grid-template-columns:19rem minmax(0,1fr)}
nav{position:sticky;top:var(--hdr);height:calc(100vh - var(--hdr));overflow:auto;padding:1rem 1rem 2rem;border-right:1px solid var(--line)}
nav input{width:100%;margin:.3rem 0 .5rem}
nav h2{font-size:.72rem;letter-spacing:.08em;text-transform:uppercase;color:var(--muted);margin:1.1rem 0 .3rem}
nav ul{list-style:none;margin:0;padding:0}
nav a{display:flex;gap:.5rem;align-items:center;padding:.25rem .4rem;border-radius:6px;color:var(--text);text-decoration:none;font-size:.82rem}
nav a:hover{background:var(--soft)}
nav h2 a{display:inline;padding:0;color:inherit;font-size:inherit}
nav .path{overflow-wrap:break-word;min-width:0}
.filter-label{font-size:.8rem;font-weight:600;color:var(--muted)}
.method{display:inline-block;min-width:3.2em;text-align:center;font:700 .68rem/1.6 var(--mono);border-radius:4px;padding:0 .3rem;color:var(--get);background:var(--get-bg)}
.method.post{color:var(--post);background:var(--post-bg)}
main{padding:1.5rem 2rem 4rem;max-width:64rem;min-width:0}
main:focus{outline:none}
.intro p{margin:.3rem 0;color:var(--muted)}
.tag>h2{font-size:1.3rem;margin:2.2rem 0 .8rem;padding-bottom:.3rem;border-bottom:1px solid var(--line)}
.op{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:1.1rem 1.3rem;margin:0 0 1.2rem}
.op:target{border-color:var(--accent);box-shadow:0 0 0 2px var(--accent)}
.op h3{display:flex;gap:.6rem;align-items:center;margin:0;font-size:1.05rem}
.op h3 .method{font-size:.75rem}
.op .path{overflow-wrap:break-word;min-width:0}
.note{color:var(--muted);font-size:.82rem}
.summary{font-weight:600;margin:.5rem 0 .2rem}
.desc p{margin:.25rem 0;color:var(--muted)}
.op h4{font-size:.8rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:1.1rem 0 .4rem}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.84rem}
th,td{text-align:left;vertical-align:top;padding:.35rem .6rem;border-bottom:1px solid var(--line)}
th{font-size:.75rem;color:var(--muted);font-weight:600}
td.name{min-width:14rem;width:34%}
td.values{min-width:12rem}
td.name code{font-weight:700}
.params td:nth-child(n+2):nth-child(-n+5){white-space:nowrap}
td .note{display:block;color:var(--muted);font-size:.8rem}
.enum{display:flex;flex-wrap:wrap;gap:.2rem}
.enum code{background:var(--soft);border-radius:4px;padding:0 .3rem}
.req{color:var(--err);font-weight:700}
details>summary{cursor:pointer;color:var(--muted);font-size:.84rem;padding:.3rem 0}
.try{margin-top:1rem;border-top:1px dashed var(--line)}
.fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:.7rem 1rem}
.field label{display:block;font:600 .8rem var(--mono);margin-bottom:.2rem}
.field input:not([type=checkbox]),.field select{width:100%}
.field .hint{display:block;color:var(--muted);font-size:.75rem;margin-top:.15rem}
.check{display:flex;align-items:center;gap:.4rem;min-height:2.1rem;margin-top:1.05rem}
.check label{margin:0}
.check input{width:1.1rem;height:1.1rem}
.actions{display:flex;align-items:center;gap:.8rem;margin-top:.9rem;flex-wrap:wrap}
.actions code{color:var(--muted);overflow-wrap:anywhere}
.result:empty{display:none}
.result{margin-top:.9rem;border:1px solid var(--line);border-radius:8px;overflow:hidden}
.result .line{display:flex;flex-wrap:wrap;gap:.4rem 1rem;align-items:center;padding:.5rem .8rem;background:var(--soft);font-size:.85rem}
.status{font:700 .85rem var(--mono)}
.s2{color:var(--ok)}.s3{color:var(--accent)}.s4{color:var(--warn)}.s5,.s0{color:var(--err)}
.heads{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:0;padding:.5rem .8rem;font:.78rem var(--mono);border-bottom:1px solid var(--line)}
.heads dt{color:var(--muted)}.heads dd{margin:0;overflow-wrap:anywhere}
pre{margin:0;padding:.8rem;max-height:28rem;overflow:auto;font-size:.8rem;line-height:1.45;background:var(--panel)}
.j-k{color:var(--j-key)}.j-s{color:var(--j-str)}.j-n{color:var(--j-num)}.j-l{color:var(--j-lit)}
.media{padding:.8rem}
.media img{max-width:100%;max-height:24rem;background:#fff;border-radius:6px}
.callout{margin:.6rem 0 0;padding:.5rem .8rem;border-left:3px solid var(--accent);background:var(--soft);font-size:.84rem}
.callout code{overflow-wrap:anywhere}
#schemas details{background:var(--panel);border:1px solid var(--line);border-radius:8px;margin:.4rem 0;padding:.2rem .8rem}
#schemas summary{color:var(--text)}
[hidden]{display:none!important}
@media (max-width:900px){.layout{display:block}nav{position:static;height:auto;max-height:45vh;border-right:0;border-bottom:1px solid var(--line)}
.top{position:static}main{padding:1rem}.key-row input{width:13rem}}
`;

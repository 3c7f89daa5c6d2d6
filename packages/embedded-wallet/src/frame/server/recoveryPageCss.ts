/**
 * The offline recovery page's style sheet, inlined in its HTML (allowed by hash in the page's CSP):
 * system fonts, light and dark from the visitor's setting, visible focus, nothing loaded from
 * anywhere.
 *
 * @example
 * ```ts
 * `<style>${RECOVERY_PAGE_CSS}</style>`
 * ```
 */
export const RECOVERY_PAGE_CSS = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1f;--muted:#55555f;--line:#c9c9d2;--accent:#1d4ed8;--error:#b91c1c;--panel:#f4f4f7}
@media (prefers-color-scheme:dark){:root{--bg:#121215;--fg:#ececf1;--muted:#a8a8b3;--line:#3b3b45;--accent:#8ab4ff;--error:#fca5a5;--panel:#1d1d22}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:44rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:1.6rem;margin:0 0 .5rem}
h2{font-size:1.2rem;margin:2rem 0 .5rem}
h3{font-size:1rem;margin:1.5rem 0 .5rem}
section{border-top:1px solid var(--line)}
.field{display:flex;flex-direction:column;gap:.25rem;margin:.75rem 0}
.hint{color:var(--muted);font-size:.9rem}
.shares{list-style:none;padding:0;margin:.5rem 0}
.shares li{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;padding:.25rem 0}
.shares textarea{flex-basis:100%}
.check{display:flex;gap:.5rem;align-items:flex-start;margin:.5rem 0}
textarea,input[type=file]{width:100%;font:inherit;color:inherit;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.5rem}
textarea{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9rem}
button{font:inherit;color:var(--bg);background:var(--accent);border:0;border-radius:6px;padding:.45rem 1rem;cursor:pointer}
button:disabled{opacity:.5;cursor:not-allowed}
.shares button{color:var(--accent);background:transparent;border:1px solid var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
[hidden]{display:none!important}
#status[data-state=error]{color:var(--error);font-weight:600}
dl{margin:.75rem 0}
dt{color:var(--muted);font-size:.9rem}
dd{margin:0 0 .5rem}
.value{display:block;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9rem;overflow-wrap:anywhere}
.phrase{padding:.75rem;border:2px solid var(--error);border-radius:6px;margin-top:.5rem}
footer{margin-top:3rem;border-top:1px solid var(--line);padding-top:1rem}
`.trim()

/** The dark palette, for the system setting and for an app that says it is dark. */
const DARK = `
--bg: #17181c; --surface: #222328; --surface-hover: #2b2d33; --text: #f4f5f7; --muted: #a6acb8;
--border: #2c2e35; --accent: #7b96ff; --accent-hover: #91a8ff; --accent-text: #0b0d12;
--accent-soft: #252c47; --warn: #fdc98a; --warn-soft: #3a2a17; --error: #ff9a8f; --error-soft: #3a1f1f;
--success: #6ee7a0; --overlay: rgb(0 0 0 / 62%); --focus: #9db0ff;
--disabled-border: #6b7280; --disabled-text: #a6acb8;
--shadow: 0 24px 56px -12px rgb(0 0 0 / 70%), 0 0 0 1px rgb(255 255 255 / 4%);
`

/**
 * The prompts' stylesheet, in the colours, type and shapes of the Latch modal theme
 * (`@latch/react/theme.css`): light, dark with `prefers-color-scheme`, or the app's theme when the
 * app page tells it (`data-latch-theme` on the frame's root, as on the app's), a card that fits 360 px.
 * Applied as a constructed stylesheet, so the frame page's CSP (`default-src 'none'`) holds
 * without a `style-src`. Its lines are not indented: the frame bundle stays free of indented
 * lines (its minification check).
 *
 * @example
 * ```ts
 * sheet.replaceSync(PROMPT_CSS)
 * ```
 */
export const PROMPT_CSS = `
:root {
--bg: #ffffff; --surface: #f3f4f6; --surface-hover: #e9ebef; --text: #141519; --muted: #5a606c;
--border: #e4e6ea; --accent: #2f54eb; --accent-hover: #2546d4; --accent-text: #ffffff;
--accent-soft: #eaeefe; --warn: #93370d; --warn-soft: #fef4e6; --error: #b42318; --error-soft: #fdeeec;
--success: #166534; --overlay: rgb(12 14 18 / 45%); --focus: #2f54eb;
--disabled-border: #8a909b; --disabled-text: #5a606c;
--shadow: 0 24px 56px -16px rgb(16 24 40 / 28%), 0 2px 6px rgb(16 24 40 / 6%);
--mono: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace;
font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", sans-serif;
font-size: 15px; line-height: 1.4; color: var(--text);
}
@media (prefers-color-scheme: dark) {
:root:not([data-latch-theme="light"]) {${DARK}}
}
:root[data-latch-theme="dark"] {${DARK}}
html, body { margin: 0; background: transparent; }
[data-latch-prompt-root] {
position: fixed; inset: 0; display: flex; align-items: center; justify-content: center;
padding: 12px; box-sizing: border-box; background: var(--overlay); overflow-y: auto;
}
[data-latch-prompt] {
box-sizing: border-box; width: 100%; max-width: 400px; max-height: 100%; overflow-y: auto; margin: auto;
background: var(--bg); color: var(--text); border-radius: 20px; box-shadow: var(--shadow);
padding: 24px 20px 20px; animation: latch-open 200ms cubic-bezier(0.2, 0, 0, 1);
}
@keyframes latch-open { from { opacity: 0; transform: translateY(8px) scale(0.98); } }
@media (prefers-reduced-motion: reduce) { [data-latch-prompt] { animation: none; } }
[data-latch-prompt] h1 { margin: 0 0 8px; font-size: 20px; font-weight: 600; text-align: center; outline: none; }
[data-latch-prompt] h2 { margin: 16px 0 8px; font-size: 15px; font-weight: 600; }
[data-latch-prompt] p { margin: 0 0 16px; color: var(--muted); font-size: 14px; text-align: center; }
[data-latch-prompt-body] { display: flex; flex-direction: column; }
[data-latch-icon] {
display: flex; align-items: center; justify-content: center; width: 48px; height: 48px; margin: 0 auto 12px;
border-radius: 999px; background: var(--accent-soft); color: var(--accent); font-size: 22px; font-weight: 700;
}
[data-latch-icon="warn"] { background: var(--warn-soft); color: var(--warn); }
[data-latch-code] {
display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; margin: 0 0 12px; padding: 12px;
border-radius: 12px; background: var(--surface); font-family: var(--mono); font-size: 14px; text-align: center;
user-select: all;
}
[data-latch-code] span { padding: 4px 0; border-radius: 6px; background: var(--bg); letter-spacing: 0.04em; }
[data-latch-words] {
display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; margin: 0 0 12px; padding: 0; list-style: none;
}
[data-latch-words] li {
display: flex; gap: 6px; align-items: baseline; padding: 6px 8px; border-radius: 8px; background: var(--surface);
font-family: var(--mono); font-size: 13px; min-width: 0; overflow-wrap: anywhere;
}
[data-latch-words] li span { color: var(--muted); font-size: 11px; min-width: 1.5em; text-align: right; }
[data-latch-key] {
margin: 0 0 8px; padding: 10px 12px; border-radius: 12px; background: var(--surface);
font-family: var(--mono); font-size: 12px; overflow-wrap: anywhere; user-select: all;
}
[data-latch-keys] { display: flex; flex-direction: column; margin: 0 0 4px; }
[data-latch-keys] h2:first-child { margin-top: 4px; }
[data-latch-row] { display: flex; gap: 8px; margin: 0 0 12px; }
[data-latch-row] > * { flex: 1 0 auto; white-space: nowrap; }
[data-latch-prompt] button, [data-latch-prompt] [data-latch-file] {
box-sizing: border-box; min-height: 44px; padding: 0 12px; border-radius: 12px; border: 1px solid var(--border);
background: var(--surface); color: var(--text); font: inherit; font-weight: 500; cursor: pointer;
display: inline-flex; align-items: center; justify-content: center; text-align: center;
transition: background-color 100ms;
}
[data-latch-prompt] button:hover:not(:disabled), [data-latch-prompt] [data-latch-file]:hover { background: var(--surface-hover); }
[data-latch-prompt] button[data-latch-primary] { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
[data-latch-prompt] button[data-latch-primary]:hover:not(:disabled) { background: var(--accent-hover); }
[data-latch-prompt] button:disabled {
cursor: not-allowed; background: var(--surface); border-color: var(--disabled-border); color: var(--disabled-text);
}
[data-latch-prompt] button[data-latch-link] {
min-height: 36px; border: none; background: none; color: var(--accent); margin: 0 auto 8px;
}
[data-latch-prompt] :focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
[data-latch-actions] { display: flex; flex-direction: column-reverse; gap: 8px; margin-top: 4px; }
@media (min-width: 420px) {
[data-latch-actions] { flex-direction: row; }
[data-latch-actions] > * { flex: 1 0 auto; white-space: nowrap; }
}
[data-latch-check] {
display: flex; gap: 10px; align-items: center; margin: 4px 0 16px; padding: 12px; border-radius: 12px;
border: 1px solid var(--border); cursor: pointer; font-weight: 500;
}
[data-latch-check] input {
appearance: none; display: grid; place-content: center; box-sizing: border-box; width: 20px; height: 20px;
margin: 0; flex: none; border: 2px solid var(--muted); border-radius: 5px; background: var(--surface); cursor: pointer;
}
[data-latch-check] input:checked { background: var(--accent); border-color: var(--accent); }
[data-latch-check] input:checked::after {
content: ''; width: 5px; height: 10px; margin-top: -2px; border: solid var(--accent-text); border-width: 0 2px 2px 0;
transform: rotate(45deg);
}
[data-latch-check] input:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
[data-latch-field-label] { display: block; margin: 0 0 6px; font-size: 13px; font-weight: 500; }
[data-latch-prompt] textarea {
box-sizing: border-box; width: 100%; min-height: 88px; margin: 0 0 12px; padding: 10px 12px; resize: vertical;
border-radius: 12px; border: 1px solid var(--border); background: var(--surface); color: var(--text);
font-family: var(--mono); font-size: 14px;
}
[data-latch-file] { position: relative; width: 100%; margin: 0 0 12px; }
[data-latch-file] input { position: absolute; inset: 0; opacity: 0; cursor: pointer; width: 100%; }
[data-latch-file]:focus-within { outline: 2px solid var(--focus); outline-offset: 2px; }
[data-latch-status] { min-height: 1.4em; margin: -4px 0 12px; font-size: 13px; color: var(--muted); text-align: center; }
[data-latch-status]:empty { display: none; }
[data-latch-problem] {
margin: 0 0 12px; padding: 10px 12px; border-radius: 12px; background: var(--error-soft); color: var(--error);
font-size: 14px;
}
[data-latch-warning] {
margin: 0 0 16px; padding: 12px; border-radius: 12px; background: var(--warn-soft); color: var(--text);
font-size: 14px;
}
[hidden] { display: none !important; }
@media print {
[data-latch-prompt-root] { position: static; background: none; padding: 0; }
[data-latch-prompt] { box-shadow: none; max-width: none; animation: none; }
[data-latch-prompt] button, [data-latch-check], [data-latch-status] { display: none !important; }
}
`

/**
 * Adds {@link PROMPT_CSS} to the frame page's document as a constructed stylesheet (where the
 * browser has them; otherwise the prompts stay unstyled but work), for as long as a prompt is open.
 *
 * @param document - The frame page's document.
 * @returns Removes the stylesheet again.
 * @example
 * ```ts
 * const removeStyles = adoptPromptStyles(document)
 * removeStyles()
 * ```
 */
export function adoptPromptStyles(document: Document): () => void {
  const view = document.defaultView
  if (!view || typeof view.CSSStyleSheet !== 'function') return () => {}
  try {
    const sheet = new view.CSSStyleSheet()
    sheet.replaceSync(PROMPT_CSS)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  } catch {
    // no constructed stylesheets here: the prompts work unstyled
    return () => {}
  }
}

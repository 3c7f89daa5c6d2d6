import { escapeHtml } from '@latch/core'

/**
 * A minimal HTML document (no inline script or style) around `body`, which must already be escaped.
 *
 * @param title - The document title (escaped here).
 * @param body - The `<body>` content.
 * @param head - Extra `<head>` content, e.g. a `<script src>`.
 * @returns The HTML.
 * @example
 * ```ts
 * renderPage('Device approved', '<main><h1>Device approved</h1></main>')
 * ```
 */
export function renderPage(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${head}
</head>
<body>
${body}
</body>
</html>
`
}

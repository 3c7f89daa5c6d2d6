/**
 * The messages of the errors the key-frame server throws in Node, defined once. They stay out of
 * the frame's answers to the page (see `FRAME_ERROR_MESSAGES`) and out of the app's bundle.
 *
 * @example
 * ```ts
 * FRAME_SERVER_MESSAGES.noFrameScript // 'esbuild produced no frame script'
 * ```
 */
export const FRAME_SERVER_MESSAGES = Object.freeze({
  /** Bundling the frame page gave no output file. */
  noFrameScript: 'esbuild produced no frame script',
  /** The recovery page's bundled script holds `</script`, so it cannot be inlined in its page. */
  scriptNotInlinable: 'The recovery page script cannot be inlined in its page',
})

import { createInterface } from 'node:readline'
import { RecoverError } from '../frame/recover/RecoverError'
import { RECOVER_ERROR_MESSAGES } from '../frame/recover/recoverErrorMessages'
import { RECOVER_COMMAND_TEXTS } from './recoverCommandTexts'

/**
 * Asks the visitor to type `EXPORT` before the phrase is printed: the prompt goes to `output`
 * (stderr, so a redirected stdout never holds it), the answer is one line of `input`.
 *
 * @param input - Where the answer is read (stdin).
 * @param output - Where the prompt is written (stderr).
 * @throws {RecoverError} `EXPORT_CANCELLED` for any other answer, or when the input ends first.
 * @example
 * ```ts
 * await askExportConfirmation(process.stdin, process.stderr)
 * ```
 */
export function askExportConfirmation(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<void> {
  const lines = createInterface({ input, output, terminal: false })
  return new Promise<void>((resolve, reject) => {
    let answered = false
    lines.once('close', () => {
      if (!answered)
        reject(new RecoverError(RECOVER_ERROR_MESSAGES.EXPORT_CANCELLED, { code: 'EXPORT_CANCELLED' }))
    })
    output.write(RECOVER_COMMAND_TEXTS.confirmExport)
    lines.once('line', (line) => {
      answered = true
      lines.close()
      if (line.trim() === RECOVER_COMMAND_TEXTS.confirmWord) resolve()
      else reject(new RecoverError(RECOVER_ERROR_MESSAGES.EXPORT_CANCELLED, { code: 'EXPORT_CANCELLED' }))
    })
  })
}

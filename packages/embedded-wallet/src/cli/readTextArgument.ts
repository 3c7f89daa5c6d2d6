import { readFile, stat } from 'node:fs/promises'
import { RecoverError } from '../frame/recover/RecoverError'
import { RECOVER_ERROR_MESSAGES } from '../frame/recover/recoverErrorMessages'

/**
 * An argument that names a file or is the text itself (`--kit kit.json` or `--kit AEAQ-…`): the
 * file's text when a file of that path exists, else the argument. Untrusted input: a file over
 * `maxLength` bytes is refused before it is read.
 *
 * @param value - The argument.
 * @param maxLength - The most bytes (or characters) accepted.
 * @returns The text, trimmed.
 * @throws {RecoverError} `INPUT_TOO_LARGE` over `maxLength`, `INPUT_UNREADABLE` for a file that
 *   exists but cannot be read.
 * @example
 * ```ts
 * const kit = await readTextArgument(args.kit, RECOVERY_KIT_MAX_LENGTH)
 * ```
 */
export async function readTextArgument(value: string, maxLength: number): Promise<string> {
  const size = await fileSize(value)
  if (size === undefined) {
    if (value.length > maxLength)
      throw new RecoverError(RECOVER_ERROR_MESSAGES.INPUT_TOO_LARGE, { code: 'INPUT_TOO_LARGE' })
    return value.trim()
  }
  if (size > maxLength)
    throw new RecoverError(RECOVER_ERROR_MESSAGES.INPUT_TOO_LARGE, { code: 'INPUT_TOO_LARGE' })
  try {
    return (await readFile(value, 'utf8')).trim()
  } catch (cause) {
    throw new RecoverError(RECOVER_ERROR_MESSAGES.INPUT_UNREADABLE, { code: 'INPUT_UNREADABLE', cause })
  }
}

/** The size of the file at `path`, or undefined when no file is there (the argument is text). */
async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path)
    return info.isFile() ? info.size : undefined
  } catch {
    return undefined
  }
}

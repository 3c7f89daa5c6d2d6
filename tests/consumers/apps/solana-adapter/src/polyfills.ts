// @solana/spl-token writes instruction data with Node's global `Buffer`, which browsers lack: the
// usual one line of a Solana app on Vite, imported before anything else.
import { Buffer } from 'buffer'

globalThis.Buffer ??= Buffer

import type { SiwxSignInRequest } from '@latch/core/kit'
import type UniversalProvider from '@walletconnect/universal-provider'

type Outgoing = { method?: unknown; params?: unknown }
type Incoming = { id?: unknown; jsonrpc?: unknown; result?: unknown; error?: unknown }
type Engine = {
  sendRequest(args: Outgoing): Promise<unknown>
  onSessionAuthenticateResponse(topic: string, payload: Incoming): unknown
}

/** Whether every CACAO of an answer is an EOA (EIP-191) signature the SDK checks locally. */
function onlyEip191(result: unknown): boolean {
  const cacaos = (result as { cacaos?: unknown } | null)?.cacaos
  if (!Array.isArray(cacaos)) return true
  return cacaos.every((cacao) => (cacao as { s?: { t?: unknown } } | null)?.s?.t === 'eip191')
}

/**
 * Makes this provider's next one-click authentication carry Latch's sign-in request exactly, and
 * keeps its answer on this machine, until the returned function undoes it:
 * - the SDK writes its own issued-at (the time it sends) and leaves the request id out; the request
 *   it sends gets the request's `issuedAt` and `requestId`, so the wallet signs the message Latch
 *   issued;
 * - an answer with a contract (EIP-1271) signature would make the SDK check it through WalletConnect's
 *   hosted RPC, a host the app never configured: such an answer is turned into a refusal before the
 *   SDK reads it (a smart-account wallet signs in with the two steps instead).
 * Only this provider's engine is changed, never the SDK module.
 *
 * @param provider - The universal provider.
 * @param request - The sign-in request.
 * @returns A function that puts the engine back as it was.
 * @example
 * ```ts
 * const unpin = pinSignInPayload(provider, request)
 * try { await provider.authenticate(params) } finally { unpin() }
 * ```
 */
export function pinSignInPayload(provider: UniversalProvider, request: SiwxSignInRequest): () => void {
  const engine = provider.client.engine as unknown as Engine
  const send = engine.sendRequest
  const receive = engine.onSessionAuthenticateResponse
  engine.sendRequest = (args) => {
    const payload = (args.params as { authPayload?: Record<string, unknown> } | undefined)?.authPayload
    if (args.method === 'wc_sessionAuthenticate' && payload) {
      payload.iat = request.issuedAt
      if (request.requestId !== undefined) payload.requestId = request.requestId
    }
    return send(args)
  }
  engine.onSessionAuthenticateResponse = (topic, payload) =>
    receive(
      topic,
      onlyEip191(payload.result)
        ? payload
        : {
            id: payload.id,
            jsonrpc: '2.0',
            error: { code: -32000, message: 'unsupported sign-in signature (only EIP-191)' },
          },
    )
  return () => {
    engine.sendRequest = send
    engine.onSessionAuthenticateResponse = receive
  }
}

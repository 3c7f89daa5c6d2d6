import type { PreviewRequest, RequestPreview } from '@latch/core/kit'
import { networkKind } from '../networks/networkKind'
import { previewBitcoinPsbt } from './previewBitcoinPsbt'
import { previewStacksCall } from './previewStacksCall'

/**
 * The Stacks and Bitcoin adapters' `previewRequest`: a `signPsbt` ({@link previewBitcoinPsbt}),
 * a `stx_callContract` or `stx_transferStx` ({@link previewStacksCall}); any other method is not
 * previewed (undefined). Its code, and the peer SDK each needs, load when first asked.
 *
 * @param request - The method, frozen params, the visitor's addresses and the network.
 * @returns The preview, or undefined.
 * @throws {ValidationError} when the params cannot be read.
 * @example
 * ```ts
 * await previewStacksRequest({ namespace: 'bip122', method: 'signPsbt', params, accounts, network })
 * ```
 */
export async function previewStacksRequest(request: PreviewRequest): Promise<RequestPreview | undefined> {
  const network = networkKind(request.network)
  if (request.namespace === 'bip122')
    return request.method === 'signPsbt'
      ? previewBitcoinPsbt(request.params, request.accounts, network)
      : undefined
  return previewStacksCall(request.method, request.params, network)
}

// The Solana adapter's raw request signs the message it checked (issue 14, item 1, the same class
// on the Solana request path): method and params are read once, and a method that is not a string
// is refused with the typed "not allowed" error. The wallet is the Wallet Standard test wallet
// with a real ed25519 key.

import { RpcNotAllowedError } from '@latch/core'
import { encodeBase58 } from '@latch/solana'
import { afterEach, describe, expect, it } from 'vitest'
import { verifySolanaMessage } from '../../../packages/embedded-wallet/src/frame/testing/verifySolanaMessage'
import { type SolanaWorld, startSolanaWorld } from './solanaWorld'

describe('Solana raw requests: the checked request is the signed request', () => {
  let world: SolanaWorld | undefined
  afterEach(async () => {
    await world?.stop()
    world = undefined
  })

  it('a message getter that changes after the check does not change what is signed', async () => {
    world = await startSolanaWorld()
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    let reads = 0
    const params = {
      get message() {
        reads += 1
        return encodeBase58(new TextEncoder().encode(reads === 1 ? 'log in' : 'approve everything'))
      },
    }
    const { signature } = (await world.adapter.request({
      connectorId: 'Latch Test Wallet',
      method: 'solana_signMessage',
      params,
    })) as { signature: string }
    expect(verifySolanaMessage('log in', signature, world.test.address)).toBe(true)
  })

  it('an unstringifiable method is refused with RpcNotAllowedError, not a raw TypeError', async () => {
    world = await startSolanaWorld()
    await world.adapter.connect({ connectorId: 'Latch Test Wallet' })
    const hostile = {
      toString() {
        throw new Error('cannot stringify')
      },
    }
    await expect(
      world.adapter.request({ connectorId: 'Latch Test Wallet', method: hostile as unknown as string }),
    ).rejects.toBeInstanceOf(RpcNotAllowedError)
  })
})

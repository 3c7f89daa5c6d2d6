import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../packages/core/src/shared/errors/catalogue'
import { ValidationError } from '../../../packages/core/src/shared/errors/errors'
import { createAuthWorld } from './authWorld'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sends through the auth connector (email / social wallet) check the addresses first', () => {
  it('a receiver or token whose mixed case breaks EIP-55 is refused before ApproveTransaction opens, and nothing reaches the wallet', async () => {
    const world = await createAuthWorld()
    await world.signInByEmail()
    world.latch.close()
    world.ref.received.length = 0
    const base = {
      connectorId: 'ID_AUTH',
      network: world.latch.getNetwork({ namespace: 'eip155' })!,
      from: world.ref.publicKeys().evm,
      amount: 10n ** 15n,
    }
    const eth = { symbol: 'ETH', decimals: 18 }
    const usdc = { symbol: 'USDC', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
    for (const params of [
      // 0x…dEaD with the case of one letter changed.
      { ...base, to: '0x000000000000000000000000000000000000DEaD', token: eth },
      {
        ...base,
        to: '0x000000000000000000000000000000000000dEaD',
        token: { ...usdc, address: usdc.address.replace('A0b', 'a0b') },
      },
    ]) {
      const error = await world.adapter('eip155').send!(params).catch((e: unknown) => e)
      await flush()
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({ code: 'INVALID_CHECKSUM', shortMessage: MESSAGES.invalidChecksum })
      expect(world.latch.getState().approval.pending).toEqual([])
      expect(world.latch.getState().modal.open).toBe(false)
    }
    expect(world.ref.received).toEqual([])
  })
})

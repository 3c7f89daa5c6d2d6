import type { SiwxMessageData } from '@latch/core'
import { createEvmSiwxVerifier } from '@latch/evm'
import { createMemorySiwxStore } from '@latch/siwx-server'
import { type DevChain, deployTestSmartAccount, startDevChain } from '@latch/testing/evm'
import { serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devNetwork } from '../evm/evmWorld'
import { startKit } from './kitWorld'

let chain: DevChain
beforeAll(async () => {
  chain = await startDevChain()
})
afterAll(async () => {
  await chain?.stop()
})

const keyOf = (index: number) => privateKeyToAccount(chain.accounts[index]!.privateKey)

/** The kit verifying EIP-4361 sign-ins, smart accounts over the dev chain's RPC. */
async function kit(networks = [devNetwork(chain)]) {
  return startKit({ store: createMemorySiwxStore(), verifiers: [createEvmSiwxVerifier({ networks })] })
}

async function nonceFor(baseUrl: string, address: string) {
  const answer = await fetch(`${baseUrl}/nonce?chainId=eip155:${chain.chainId}&address=${address}`)
  expect(answer.status).toBe(200)
  return (await answer.json()) as { data: SiwxMessageData; message: string }
}

const post = async (baseUrl: string, body: unknown) => {
  const response = await fetch(`${baseUrl}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } }
}

describe('smart-account sign-in through the kit, on a Hardhat chain', () => {
  it('ERC-1271: a deployed smart account signs in with its owner’s signature; a non-owner’s is refused', async () => {
    const account = await deployTestSmartAccount(chain, { owner: chain.accounts[3]!.address })
    expect(account.deployed).toBe(true)
    const app = await kit()
    try {
      const issued = await nonceFor(app.baseUrl, account.address)
      const signature = await keyOf(3).signMessage({ message: issued.message })
      expect(await post(app.baseUrl, { ...issued, signature })).toMatchObject({ status: 200 })
      const again = await nonceFor(app.baseUrl, account.address)
      const stranger = await keyOf(5).signMessage({ message: again.message })
      expect(await post(app.baseUrl, { ...again, signature: stranger })).toEqual({
        status: 401,
        body: { error: { code: 'SIWX_INVALID_SIGNATURE', message: expect.any(String) } },
      })
    } finally {
      await app.close()
    }
  })

  it('ERC-6492: a not-yet-deployed account signs in with the wrapped signature; a forged wrapper is refused', async () => {
    const account = await deployTestSmartAccount(chain, {
      owner: chain.accounts[4]!.address,
      deploy: false,
      salt: `0x${'42'.repeat(32)}`,
    })
    const app = await kit()
    try {
      const wrap = (signature: `0x${string}`) =>
        serializeErc6492Signature({ address: account.factory, data: account.factoryData, signature })
      const issued = await nonceFor(app.baseUrl, account.address)
      const good = wrap(await keyOf(4).signMessage({ message: issued.message }))
      expect(await post(app.baseUrl, { ...issued, signature: good })).toMatchObject({ status: 200 })
      const again = await nonceFor(app.baseUrl, account.address)
      const forged = wrap(await keyOf(6).signMessage({ message: again.message }))
      expect(await post(app.baseUrl, { ...again, signature: forged })).toMatchObject({
        status: 401,
        body: { error: { code: 'SIWX_INVALID_SIGNATURE' } },
      })
    } finally {
      await app.close()
    }
  })

  it('without the chain’s network the kit verifies EOAs only: the smart account’s signature is refused', async () => {
    const account = await deployTestSmartAccount(chain, { owner: chain.accounts[7]!.address })
    const app = await kit([])
    try {
      const issued = await nonceFor(app.baseUrl, account.address)
      const signature = await keyOf(7).signMessage({ message: issued.message })
      expect(await post(app.baseUrl, { ...issued, signature })).toMatchObject({
        status: 401,
        body: { error: { code: 'SIWX_INVALID_SIGNATURE' } },
      })
    } finally {
      await app.close()
    }
  })
})

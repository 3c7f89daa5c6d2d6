// What the user approves is exactly what is signed and sent (issue 14, item 1): a request through
// the ID_AUTH connector is copied and frozen once, when it is made; the ApproveTransaction view
// shows that copy and the key frame signs that copy, whatever the caller does to its own object
// while the approval is open. Every part is real: the auth service, the key frame logic, Hardhat.

import { describeApproval, MESSAGES, RpcNotAllowedError, ValidationError } from '@latch/core'
import { handleEvmRequest, jsonRpc } from '@latch/embedded-wallet'
import { type createPublicClient, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, EmbeddedWalletWorld } from './embeddedWalletWorld'
import { pendingApproval, startFundedVisitor } from './fundedVisitor'

let world: EmbeddedWalletWorld
let browser: Browser
let evm: `0x${string}`
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  ;({ world, browser, evm, client } = await startFundedVisitor('mallory-target@example.com', 10n ** 20n))
})
afterAll(async () => {
  await world?.stop()
})

describe('embedded wallet: the approved transaction is the signed transaction (ID_AUTH, Hardhat)', () => {
  it('changing the caller’s tx.to and tx.value while ApproveTransaction is open changes neither what is shown nor what is signed and sent', async () => {
    const shownTo = privateKeyToAddress(generatePrivateKey())
    const attacker = privateKeyToAddress(generatePrivateKey())
    const shownValue = 1_000n
    const tx: { from: string; to: string; value: string } = {
      from: evm,
      to: shownTo,
      value: toHex(shownValue),
    }

    const sending = browser
      .adapter('eip155')
      .request({ connectorId: 'ID_AUTH', method: 'eth_sendTransaction', params: [tx] })
    const pending = await pendingApproval(browser.latch)
    expect(describeApproval(pending)).toMatchObject({
      kind: 'transaction',
      to: shownTo,
      value: toHex(shownValue),
    })

    // the page (or a script on it) rewrites the transaction while the user reads the approval
    tx.to = attacker
    tx.value = toHex(5n * 10n ** 19n)
    const [stillShown] = browser.latch.getState().approval.pending
    expect(stillShown && describeApproval(stillShown)).toMatchObject({
      kind: 'transaction',
      to: shownTo,
      value: toHex(shownValue),
    })

    expect(browser.latch.approval.approve(pending.id)).toBe(true)
    const hash = (await sending) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.to).toBe(shownTo.toLowerCase())
    const signed = browser.frame.log.requests.at(-1)
    expect(signed?.method).toBe('evm_signTransaction')
    expect(signed?.params).toMatchObject({ transaction: { to: shownTo, value: toHex(shownValue) } })
    expect(await client.getBalance({ address: shownTo })).toBe(shownValue)
    expect(await client.getBalance({ address: attacker })).toBe(0n)
  })

  it('the embedded wallet provider itself signs the request as it was when called, not as the caller changes it afterwards', async () => {
    const to = privateKeyToAddress(generatePrivateKey())
    const attacker = privateKeyToAddress(generatePrivateKey())
    const tx = { from: evm, to, value: toHex(7_000n) }
    const request = {
      namespace: 'eip155' as const,
      method: 'eth_sendTransaction',
      params: [tx],
      caipNetworkId: world.evmNetwork.caipNetworkId,
    }
    const sending = browser.provider.request(request)
    tx.to = attacker
    tx.value = toHex(10n ** 19n)
    request.method = 'eth_signTransaction'
    const hash = (await sending) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.to).toBe(to.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(7_000n)
    expect(await client.getBalance({ address: attacker })).toBe(0n)
  })

  it('the embedded wallet provider refuses an unstringifiable method and unclonable params with typed errors, before the key frame', async () => {
    const before = browser.frame.log.requests.length
    const hostile = {
      toString() {
        throw new Error('cannot stringify')
      },
    }
    await expect(
      browser.provider.request({ namespace: 'eip155', method: hostile as unknown as string }),
    ).rejects.toBeInstanceOf(RpcNotAllowedError)
    await expect(
      browser.provider.request({ namespace: 'eip155', method: 'eth_sendTransaction', params: [() => evm] }),
    ).rejects.toMatchObject({ code: 'INVALID_PARAMS', shortMessage: MESSAGES.invalidRequestParams })
    await expect(
      browser.provider.request({ namespace: 'stacks' as 'eip155', method: 'eth_chainId' }),
    ).rejects.toBeInstanceOf(ValidationError)
    const account = {
      toString() {
        throw new Error('cannot stringify')
      },
    }
    await expect(browser.provider.getAssets([{ account }])).rejects.toMatchObject({ code: 'INVALID_PARAMS' })
    expect(browser.frame.log.requests.length).toBe(before)
  })

  it('handleEvmRequest signs the receiver it checked: a getter that changes tx.to after the first read does not redirect the transaction', async () => {
    const checked = privateKeyToAddress(generatePrivateKey())
    const attacker = privateKeyToAddress(generatePrivateKey())
    let reads = 0
    const tx = {
      from: evm,
      value: toHex(9_000n),
      get to() {
        reads += 1
        return reads === 1 ? checked : attacker
      },
    }
    const channel = browser.frame.createChannel()
    const hash = (await handleEvmRequest('eth_sendTransaction', [tx], {
      address: evm,
      caipNetworkId: world.evmNetwork.caipNetworkId,
      sign: (method, params) => channel.call(method, params),
      rpc: (method, params) => jsonRpc(world.chain.url, method, params, fetch),
    })) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(reads).toBe(1)
    expect(receipt.to).toBe(checked.toLowerCase())
    expect(await client.getBalance({ address: attacker })).toBe(0n)
  })
})

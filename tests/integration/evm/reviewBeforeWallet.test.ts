// Issue 28, the opt-in "review before your wallet" step (`features.review`): an app's request to an
// extension wallet first waits in ApproveTransaction, in words, simulated and flagged, and on
// Continue the very request that was shown and hashed reaches the wallet, which prompts on its
// own. Every part is real: Latch with the EVM adapter and its EIP-1193 provider, the EVM test
// wallet (announced over EIP-6963, signing with its keys), Hardhat with the test tokens and the
// swap-like LatchSwap, whose descriptor the app ships.

import {
  createLatch,
  createMemoryStore,
  type Latch,
  type PendingApproval,
  UserRejectedRequestError,
} from '@latch/core'
import { frozenRequestHash } from '@latch/core/review'
import { evmAdapter } from '@latch/evm'
import { getEip1193Provider } from '@latch/evm/provider'
import {
  type DeployedTestContract,
  deployTestSwap,
  permit2SingleTypedData,
  type TestWallet,
} from '@latch/testing/evm'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  maxUint256,
  parseAbi,
  recoverTypedDataAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { walletFor } from './evmWorld'
import { evmWorldPerSuite } from './evmWorldPerSuite'

const abi = parseAbi([
  'function approve(address spender, uint256 value) returns (bool)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function setApprovalForAll(address operator, bool approved)',
  'function swap(address tokenIn, uint256 amountIn, address tokenOut, uint256 amountOut, address recipient)',
])
const LTK = 10n ** 18n
const SWAP_FORMAT =
  'swap(address tokenIn,uint256 amountIn,address tokenOut,uint256 amountOut,address recipient)'

const world = evmWorldPerSuite({ second: false })
let swap: DeployedTestContract
let client: ReturnType<typeof createPublicClient>
beforeAll(async () => {
  swap = await deployTestSwap(world().chain)
  client = createPublicClient({ transport: http(world().chain.url) })
})

/** The app's ERC-7730 descriptors: its two tokens (names and units) and its swap contract. */
function descriptors() {
  const { chainId } = world().chain
  const { erc20, usdt } = world().tokens
  const token = (t: typeof erc20) => ({
    context: { contract: { deployments: [{ chainId, address: t.address }] } },
    metadata: { owner: 'Latch', token: { name: t.name, ticker: t.symbol, decimals: t.decimals } },
    display: { formats: {} },
  })
  return [
    token(erc20),
    token(usdt),
    {
      context: { contract: { deployments: [{ chainId, address: swap.address }] } },
      metadata: { owner: 'Latch Swap' },
      display: {
        formats: {
          [SWAP_FORMAT]: {
            intent: 'Swap',
            fields: [
              { path: 'amountIn', label: 'You pay', format: 'tokenAmount', params: { tokenPath: 'tokenIn' } },
              {
                path: 'amountOut',
                label: 'You get',
                format: 'tokenAmount',
                params: { tokenPath: 'tokenOut' },
              },
              { path: 'recipient', label: 'To', format: 'addressName' },
            ],
          },
        },
      },
    },
  ]
}

/** Latch with `features.review` on, connected to the test wallet of dev-chain account `index`. */
async function connectedApp(index: number) {
  const win = new EventTarget()
  vi.stubGlobal('window', win)
  const wallet = walletFor(world().chain, index, 'dev.latch.review')
  wallet.announce(win)
  const latch = createLatch({
    adapters: [evmAdapter()],
    networks: [world().network],
    storage: createMemoryStore(),
    features: { review: true },
    clearSigning: { descriptors: descriptors() },
  })
  latch.mount()
  await latch.ready()
  await latch.connect({ namespace: 'eip155', connectorId: 'dev.latch.review' })
  const from = wallet.addresses[0] as `0x${string}`
  return { latch, wallet, from, provider: getEip1193Provider(latch) }
}

type Reviewed = PendingApproval & { review: NonNullable<PendingApproval['review']> }

/** The request waiting in the step once its words and review are in (simulated when it is a transaction). */
function reviewed(latch: Latch, words: 'call' | 'message') {
  return vi.waitFor(
    () => {
      const [waiting] = latch.getState().approval.pending
      if (!waiting?.[words] || !waiting.review || waiting.review.simulation?.status === 'loading')
        throw new Error('not reviewed yet')
      return waiting as Reviewed
    },
    { timeout: 10_000 },
  )
}

/** What the wallet received for `method`, last. */
const received = (wallet: TestWallet, method: string) =>
  wallet.calls.filter((c) => c.method === method).at(-1)

const balanceOf = (token: `0x${string}`, owner: `0x${string}`) =>
  client.readContract({ address: token, abi, functionName: 'balanceOf', args: [owner] })

describe('features.review: the review before an extension wallet (EVM test wallet, Hardhat)', () => {
  it('an ERC-20 approve of the maximum shows "Unlimited LTK" with its flag; on Continue the wallet gets exactly the frozen request whose hash is under details', async () => {
    const { latch, wallet, from, provider } = await connectedApp(2)
    const { erc20 } = world().tokens
    const spender = world().chain.accounts[5]?.address as `0x${string}`
    const data = encodeFunctionData({ abi, functionName: 'approve', args: [spender, maxUint256] })
    const prompts = wallet.prompts.length
    const sending = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: erc20.address, data }],
    })
    const pending = await reviewed(latch, 'call')
    expect(pending.beforeWallet).toBe(true)
    expect(pending.call).toMatchObject({
      intent: 'Approve',
      fields: [
        { label: 'Spender', value: spender },
        { label: 'Allowance', value: 'Unlimited LTK' },
      ],
      flags: [{ kind: 'unlimitedApproval', why: expect.any(String) }],
    })
    expect(pending.review.simulation).toMatchObject({
      status: 'done',
      approvals: [{ kind: 'allowance', spender, amount: maxUint256, text: 'Unlimited LTK' }],
    })
    // nothing reached the wallet while the visitor reads
    expect(received(wallet, 'eth_sendTransaction')).toBeUndefined()
    expect(wallet.prompts.length).toBe(prompts)

    expect(latch.approval.approve(pending.id)).toBe(true)
    const hash = (await sending) as `0x${string}`
    const got = received(wallet, 'eth_sendTransaction')
    expect(wallet.prompts.slice(prompts)).toEqual(['eth_sendTransaction'])
    // the same bytes as shown and hashed: the hash under details is the keccak of what the wallet got
    expect(got?.params).toEqual(pending.params)
    expect(
      frozenRequestHash({
        method: 'eth_sendTransaction',
        params: got?.params,
        caipNetworkId: pending.caipNetworkId,
      }),
    ).toBe(pending.review.hash)
    const sent = await client.getTransaction({ hash })
    expect(sent.input).toBe(data)
    expect(sent.to).toBe(erc20.address.toLowerCase())
  })

  it('a Permit2 PermitSingle signature shows the spender, token, amount and expiry; the wallet signs that very typed data', async () => {
    const { latch, wallet, from, provider } = await connectedApp(3)
    const { erc20 } = world().tokens
    const spender = world().chain.accounts[7]?.address as `0x${string}`
    const typedData = permit2SingleTypedData({
      chainId: world().chain.chainId,
      token: erc20.address,
      amount: 12n * 10n ** 17n,
      spender,
      deadline: 1767225600,
    })
    const signing = provider.request({
      method: 'eth_signTypedData_v4',
      params: [from, JSON.stringify(typedData)],
    })
    const pending = await reviewed(latch, 'message')
    expect(pending.beforeWallet).toBe(true)
    expect(pending.message?.fields).toEqual([
      { label: 'Spender', value: spender },
      { label: 'Token', value: getAddress(erc20.address) },
      { label: 'Amount', value: '1.2 LTK' },
      { label: 'Expires', value: '2026-01-01T00:00:00Z' },
      { label: 'Sign before', value: '2026-01-01T00:00:00Z' },
    ])
    expect(received(wallet, 'eth_signTypedData_v4')).toBeUndefined()
    expect(latch.approval.approve(pending.id)).toBe(true)
    const signature = (await signing) as `0x${string}`
    expect(received(wallet, 'eth_signTypedData_v4')?.params).toEqual(pending.params)
    expect(frozenRequestHash({ ...pending, params: received(wallet, 'eth_signTypedData_v4')?.params })).toBe(
      pending.review.hash,
    )
    expect(await recoverTypedDataAddress({ ...typedData, signature } as never)).toBe(from)
  })

  it('an NFT setApprovalForAll(operator, true) is flagged; declining rejects with the user-rejected error and the wallet is never asked', async () => {
    const { latch, wallet, from, provider } = await connectedApp(4)
    const operator = world().chain.accounts[6]?.address as `0x${string}`
    const data = encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [operator, true] })
    const calls = wallet.calls.length
    const prompts = wallet.prompts.length
    const sending = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: world().tokens.nft.address, data }],
    })
    sending.catch(() => undefined)
    const pending = await reviewed(latch, 'call')
    expect(pending.call).toMatchObject({
      fields: [
        { label: 'Operator', value: operator },
        { label: 'Approved', value: 'true' },
      ],
      flags: [{ kind: 'approvalForAll' }],
    })
    expect(latch.approval.decline(pending.id)).toBe(true)
    await expect(sending).rejects.toBeInstanceOf(UserRejectedRequestError)
    // the simulation reads the chain, never the wallet: it heard nothing and prompted nothing
    expect(wallet.calls.length).toBe(calls)
    expect(wallet.prompts.length).toBe(prompts)
  })

  it('a swap on the app’s contract reads in the app descriptor’s words; its simulated deltas equal the balances measured after it is sent', async () => {
    const { latch, wallet, from, provider } = await connectedApp(8)
    const { erc20, usdt } = world().tokens
    // the visitor let the swap contract take its LTK earlier (straight on the chain)
    const key = world().chain.accounts[8]?.privateKey as `0x${string}`
    const signer = createWalletClient({
      account: privateKeyToAccount(key),
      transport: http(world().chain.url),
    })
    await client.waitForTransactionReceipt({
      hash: await signer.writeContract({
        address: erc20.address,
        abi,
        functionName: 'approve',
        args: [swap.address, maxUint256],
        chain: null,
      }),
    })
    const args = [erc20.address, 5n * LTK, usdt.address, 5_000_000n, from] as const
    const data = encodeFunctionData({ abi, functionName: 'swap', args })
    const before = [await balanceOf(erc20.address, from), await balanceOf(usdt.address, from)]
    const sending = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: swap.address, data }],
    })
    const pending = await reviewed(latch, 'call')
    expect(pending.call).toMatchObject({
      kind: 'call',
      intent: 'Swap',
      fields: [
        { label: 'You pay', value: '5 LTK' },
        { label: 'You get', value: '5 USDT' },
        { label: 'To', value: from },
      ],
    })
    const simulation = pending.review.simulation
    if (simulation?.status !== 'done') throw new Error(`not simulated: ${simulation?.status}`)
    expect(simulation.changes.map((c) => [c.asset, c.amount, c.text])).toEqual([
      ['erc20', -5n * LTK, '5 LTK'],
      ['erc20', 5_000_000n, '5 USDT'],
    ])
    expect(latch.approval.approve(pending.id)).toBe(true)
    await client.waitForTransactionReceipt({ hash: (await sending) as `0x${string}` })
    const after = [await balanceOf(erc20.address, from), await balanceOf(usdt.address, from)]
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual(simulation.changes.map((c) => c.amount))
    expect(received(wallet, 'eth_sendTransaction')?.params).toEqual(pending.params)
  })

  it('a plain ERC-20 transfer: "Send", its simulated delta equals the balance change measured after', async () => {
    const { latch, from, provider } = await connectedApp(9)
    const { erc20 } = world().tokens
    const receiver = world().chain.accounts[12]?.address as `0x${string}`
    const data = encodeFunctionData({ abi, functionName: 'transfer', args: [receiver, 3n * LTK] })
    const before = await balanceOf(erc20.address, from)
    const sending = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: erc20.address, data }],
    })
    const pending = await reviewed(latch, 'call')
    expect(pending.call).toMatchObject({ intent: 'Send', flags: [] })
    expect(pending.review.simulation).toMatchObject({
      status: 'done',
      changes: [{ asset: 'erc20', amount: -3n * LTK, text: '3 LTK' }],
    })
    latch.approval.approve(pending.id)
    await client.waitForTransactionReceipt({ hash: (await sending) as `0x${string}` })
    expect((await balanceOf(erc20.address, from)) - before).toBe(-3n * LTK)
  })
})

import { encodeFunctionData, getAddress, maxUint256, parseAbi, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { CLEAR_SIGNING_MESSAGES } from './clearSigningMessages'
import { clearSignTransaction } from './clearSignTransaction'
import { SWAPPER_ADDRESS, SWAPPER_DESCRIPTOR } from './testing/swapperDescriptor'

const usdc = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const, symbol: 'USDC', decimals: 6 }
const spender = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const swapper = SWAPPER_ADDRESS
const erc20 = parseAbi([
  'function approve(address spender, uint256 value)',
  'function transfer(address to, uint256 value)',
  'function setApprovalForAll(address operator, bool approved)',
  'function swap(address tokenIn, uint256 amountIn, uint256 minOut)',
  'function deposit()',
])
const context = { descriptors: [], tokens: [usdc], chainId: 1, native: { symbol: 'ETH', decimals: 18 } }
const call = (
  to: string,
  data: string,
  extra: Record<string, unknown> = {},
  ctx: Parameters<typeof clearSignTransaction>[1] = context,
) => clearSignTransaction({ to, data, ...extra }, ctx)

const swapDescriptor = SWAPPER_DESCRIPTOR

describe('calls in words from the built-in descriptors', () => {
  it('an ERC-20 transfer reads as Send, the receiver checksummed and the amount in the token’s units', () => {
    const data = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [spender, 5_000_000n] })
    expect(call(usdc.address, data)).toEqual({
      kind: 'call',
      intent: 'Send',
      fields: [
        { label: 'To', value: getAddress(spender) },
        { label: 'Amount', value: '5 USDC' },
      ],
      flags: [],
      selector: '0xa9059cbb',
      signature: 'transfer(address,uint256)',
    })
  })

  it('an amount of a token the account does not know shows in base units with the token’s address', () => {
    const unknownToken = '0x1111111111111111111111111111111111111111'
    const data = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [spender, 42n] })
    const words = call(unknownToken, data)
    expect(words?.kind === 'call' && words.fields[1]).toEqual({
      label: 'Amount',
      value: `42 (${getAddress(unknownToken)})`,
    })
  })

  it('an approval of the maximum reads "Unlimited" and carries the unlimited-approval flag with its why', () => {
    const data = encodeFunctionData({ abi: erc20, functionName: 'approve', args: [spender, maxUint256] })
    const words = call(usdc.address, data)
    expect(words).toMatchObject({
      kind: 'call',
      intent: 'Approve',
      fields: [
        { label: 'Spender', value: getAddress(spender) },
        { label: 'Allowance', value: 'Unlimited USDC' },
      ],
      flags: [{ kind: 'unlimitedApproval', why: CLEAR_SIGNING_MESSAGES.unlimitedApproval }],
    })
    // a bounded approval is not flagged
    const bounded = call(
      usdc.address,
      encodeFunctionData({ abi: erc20, functionName: 'approve', args: [spender, 10n ** 6n] }),
    )
    expect(bounded).toMatchObject({ fields: [{}, { value: '1 USDC' }], flags: [] })
  })

  it('setApprovalForAll(operator, true) is flagged; revoking it (false) is not', () => {
    const grant = call(
      swapper,
      encodeFunctionData({ abi: erc20, functionName: 'setApprovalForAll', args: [spender, true] }),
    )
    expect(grant).toMatchObject({
      intent: 'Allow all items',
      flags: [{ kind: 'approvalForAll', why: CLEAR_SIGNING_MESSAGES.approvalForAll }],
    })
    const revoke = call(
      swapper,
      encodeFunctionData({ abi: erc20, functionName: 'setApprovalForAll', args: [spender, false] }),
    )
    expect(revoke).toMatchObject({ flags: [] })
  })

  it('WETH deposit reads the value in the network’s currency', () => {
    const words = call(swapper, encodeFunctionData({ abi: erc20, functionName: 'deposit' }), {
      value: '0x2386f26fc10000',
    })
    expect(words).toMatchObject({ intent: 'Wrap', fields: [{ label: 'Amount', value: '0.01 ETH' }] })
  })

  it('a selector no descriptor covers is an unknown call with its selector and raw data, never guessed', () => {
    const data = `${toFunctionSelector('mystery(uint256)')}${'00'.repeat(31)}07`
    expect(call(swapper, data)).toEqual({
      kind: 'unknown',
      selector: toFunctionSelector('mystery(uint256)'),
      data,
    })
    // a known selector whose data does not decode is unknown as well
    const short = '0xa9059cbb1234'
    expect(call(usdc.address, short)).toEqual({ kind: 'unknown', selector: '0xa9059cbb', data: short })
  })

  it('a plain value transfer has no call', () => {
    expect(call(spender, '0x', { value: '0x1' })).toBeUndefined()
  })
})

describe('calls in words from the app’s descriptors', () => {
  const app = { ...context, descriptors: [swapDescriptor] }
  const swap = encodeFunctionData({ abi: erc20, functionName: 'swap', args: [usdc.address, 2_500_000n, 99n] })

  it('a made-up swap contract’s call shows the words of the app’s descriptor', () => {
    expect(call(swapper, swap, {}, app)).toEqual({
      kind: 'call',
      intent: 'Swap',
      fields: [
        { label: 'You pay', value: '2.5 USDC' },
        { label: 'You get at least', value: '99' },
      ],
      flags: [],
      selector: toFunctionSelector('swap(address,uint256,uint256)'),
      signature: 'swap(address,uint256,uint256)',
    })
  })

  it('the descriptor applies only at its deployment: the same call to another contract or chain is unknown', () => {
    expect(call(spender, swap, {}, app)).toMatchObject({ kind: 'unknown' })
    expect(call(swapper, swap, { chainId: '0x5' }, app)).toMatchObject({ kind: 'unknown' })
  })

  it('a selector that is not keccak256 of the descriptor’s signature is refused: the call stays unknown', () => {
    // same parameters, different function: its selector differs from swap's
    const other = `${toFunctionSelector('swapExact(address,uint256,uint256)')}${swap.slice(10)}`
    expect(call(swapper, other, {}, app)).toEqual({
      kind: 'unknown',
      selector: other.slice(0, 10),
      data: other,
    })
  })

  it('an app descriptor’s metadata.token names the amounts of its contract, on its chain only', () => {
    const ltk = '0x1111111111111111111111111111111111111111'
    const tokenDescriptor = {
      context: { contract: { deployments: [{ chainId: 1, address: ltk }] } },
      metadata: { owner: 'Latch', token: { name: 'Latch Token', ticker: 'LTK', decimals: 18 } },
      display: { formats: {} },
    }
    const data = encodeFunctionData({ abi: erc20, functionName: 'approve', args: [spender, 3n * 10n ** 17n] })
    const named = { ...context, tokens: [], descriptors: [tokenDescriptor] }
    expect(call(ltk, data, {}, named)).toMatchObject({
      intent: 'Approve',
      fields: [{}, { label: 'Allowance', value: '0.3 LTK' }],
    })
    expect(call(ltk, data, { chainId: '0x5' }, named)).toMatchObject({
      fields: [{}, { value: `${3n * 10n ** 17n} (${getAddress(ltk)})` }],
    })
  })

  it('a malformed app descriptor is left out and the built-in ones still read', () => {
    const broken = { ...app, descriptors: [{ context: 1 }, swapDescriptor] }
    expect(call(swapper, swap, {}, broken)).toMatchObject({ intent: 'Swap' })
    const data = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [spender, 1n] })
    expect(call(usdc.address, data, {}, broken)).toMatchObject({ intent: 'Send' })
  })

  it('labels and decoded strings with markup come out as plain text', () => {
    const marked = {
      ...swapDescriptor,
      display: {
        formats: {
          'note(string text)': {
            intent: '<img src=x onerror=alert(1)>',
            fields: [{ path: 'text', label: '<b>Note</b>' }],
          },
        },
      },
    }
    const data = encodeFunctionData({
      abi: parseAbi(['function note(string text)']),
      functionName: 'note',
      args: ['<script>x</script>'],
    })
    const words = call(swapper, data, {}, { ...context, descriptors: [marked] })
    expect(JSON.stringify(words)).not.toMatch(/[<>]/)
    expect(words).toMatchObject({
      intent: '‹img src=x onerror=alert(1)›',
      fields: [{ label: '‹b›Note‹/b›', value: '‹script›x‹/script›' }],
    })
  })
})

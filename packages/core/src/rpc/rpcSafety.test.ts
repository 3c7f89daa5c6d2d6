import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/catalogue'
import { RpcNotAllowedError, UserRejectedRequestError } from '../errors/errors'
import { assertRpcAllowed, classifyRpcMethod } from './classifyRpcMethod'
import { createSafeRequestGuard, type RpcRequest } from './createSafeRequestGuard'
import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from './rpcMethods'

describe('RPC safety lists (SPEC §6)', () => {
  it('classes the SPEC safe methods as safe', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_blockNumber',
      'eth_chainId',
      'eth_estimateGas',
      'eth_gasPrice',
      'eth_getCode',
      'eth_getTransactionByHash',
      'eth_getTransactionReceipt',
      'eth_getTransactionCount',
      'eth_getBlockByNumber',
      'eth_getLogs',
      'eth_feeHistory',
      'eth_maxPriorityFeePerGas',
      'eth_getStorageAt',
      'eth_accounts',
      'eth_requestAccounts',
      'net_version',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'wallet_getAssets',
      'eth_sendRawTransaction',
    ]) {
      expect(classifyRpcMethod(method), method).toBe('safe')
    }
  })

  it('classes exactly the SPEC not-safe methods as notSafe', () => {
    expect([...NOT_SAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
    for (const method of NOT_SAFE_RPC_METHODS) expect(classifyRpcMethod(method)).toBe('notSafe')
  })

  it('no method is on both lists and no safe method signs or sends from the account', () => {
    const safe = new Set<string>(SAFE_RPC_METHODS)
    for (const method of NOT_SAFE_RPC_METHODS) expect(safe.has(method)).toBe(false)
    for (const method of SAFE_RPC_METHODS)
      expect(method).not.toMatch(/sign|sendTransaction|sendCalls|Permissions/i)
  })

  it('blocks anything on neither list, case variants and non-strings included', () => {
    for (const method of [
      'eth_sign',
      'eth_signTypedData',
      'ETH_CALL',
      'wallet_addEthereumChain',
      '',
      'personal_sign ',
      undefined,
      42,
    ]) {
      expect(classifyRpcMethod(method), String(method)).toBe('blocked')
    }
  })

  it('a blocked call yields "Requested RPC call is not allowed" with UI text "Action not allowed"', () => {
    let caught: unknown
    try {
      assertRpcAllowed('eth_sign')
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(RpcNotAllowedError)
    expect((caught as RpcNotAllowedError).shortMessage).toBe(MESSAGES.rpcNotAllowed)
    expect((caught as RpcNotAllowedError).uiMessage).toBe('Action not allowed')
    expect((caught as RpcNotAllowedError).meta.method).toBe('eth_sign')
  })
})

describe('safe request guard', () => {
  const setup = (approved: boolean) => {
    const sent: RpcRequest[] = []
    const asked: RpcRequest[] = []
    const request = createSafeRequestGuard({
      send: async (r) => {
        sent.push(r)
        return 'ok'
      },
      approve: async (r) => {
        asked.push(r)
        return approved
      },
    })
    return { request, sent, asked }
  }

  it('sends safe calls without asking for approval', async () => {
    const { request, sent, asked } = setup(false)
    await expect(request({ method: 'eth_chainId' })).resolves.toBe('ok')
    expect(sent).toEqual([{ method: 'eth_chainId' }])
    expect(asked).toEqual([])
  })

  it('routes not-safe calls to the approval callback and sends them once approved', async () => {
    const { request, sent, asked } = setup(true)
    const call = { method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] }
    await expect(request(call)).resolves.toBe('ok')
    expect(asked).toEqual([call])
    expect(sent).toEqual([call])
  })

  it('a declined approval rejects as user-rejected and sends nothing', async () => {
    const { request, sent } = setup(false)
    await expect(request({ method: 'eth_sendTransaction', params: [] })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(sent).toEqual([])
  })

  it('refuses blocked calls before approval or sending', async () => {
    const { request, sent, asked } = setup(true)
    await expect(request({ method: 'eth_sign', params: [] })).rejects.toBeInstanceOf(RpcNotAllowedError)
    expect(sent).toEqual([])
    expect(asked).toEqual([])
  })
})

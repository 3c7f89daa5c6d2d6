import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/catalogue'
import { RpcNotAllowedError, UserRejectedRequestError, ValidationError } from '../errors/errors'
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

  it('reads a getter method once: eth_chainId at classification is what is sent, personal_sign never gets through unapproved', async () => {
    const { request, sent, asked } = setup(false)
    let reads = 0
    const shifty = {
      get method() {
        reads += 1
        return reads === 1 ? 'eth_chainId' : 'personal_sign'
      },
      params: ['0x68656c6c6f', '0xabc'],
    }
    await expect(request(shifty as RpcRequest)).resolves.toBe('ok')
    expect(reads).toBe(1)
    expect(asked).toEqual([])
    expect(sent.map((r) => r.method)).toEqual(['eth_chainId'])
  })

  it('a getter method that turns safe after classification is still approved as what is sent', async () => {
    const { request, sent, asked } = setup(false)
    let reads = 0
    const shifty = {
      get method() {
        reads += 1
        return reads === 1 ? 'personal_sign' : 'eth_chainId'
      },
    }
    await expect(request(shifty as RpcRequest)).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(asked.map((r) => r.method)).toEqual(['personal_sign'])
    expect(sent).toEqual([])
  })

  it('approves and sends one frozen deep copy of the params: the caller changing its object afterwards changes nothing', async () => {
    let release!: (approved: boolean) => void
    const asked: RpcRequest[] = []
    const sent: RpcRequest[] = []
    const request = createSafeRequestGuard({
      send: async (r) => {
        sent.push(r)
        return 'ok'
      },
      approve: (r) => {
        asked.push(r)
        return new Promise<boolean>((resolve) => {
          release = resolve
        })
      },
    })
    const tx = { to: '0x1111111111111111111111111111111111111111', value: '0x1' }
    const pending = request({ method: 'eth_sendTransaction', params: [tx] })
    await Promise.resolve()
    tx.to = '0x2222222222222222222222222222222222222222'
    tx.value = '0xffff'
    release(true)
    await expect(pending).resolves.toBe('ok')
    const [first] = sent
    expect(first).toBe(asked[0])
    expect(first?.params).toEqual([{ to: '0x1111111111111111111111111111111111111111', value: '0x1' }])
    const params = (first?.params ?? []) as object[]
    expect([first, params, params[0]].every((v) => Object.isFrozen(v))).toBe(true)
  })

  it.each([
    [
      'an object whose toString throws',
      {
        toString: () => {
          throw new Error('no')
        },
      },
    ],
    ['a symbol', Symbol('personal_sign')],
    ['a String object', new String('eth_chainId')],
    ['a number', 42],
  ])('refuses %s as method with RpcNotAllowedError, not a raw TypeError', async (_name, method) => {
    const { request, sent, asked } = setup(true)
    const error = await request({ method } as unknown as RpcRequest).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcNotAllowedError)
    expect((error as RpcNotAllowedError).shortMessage).toBe(MESSAGES.rpcNotAllowed)
    expect(sent).toEqual([])
    expect(asked).toEqual([])
  })

  it.each([
    ['a null request', null],
    [
      'a request whose method getter throws',
      Object.defineProperty({}, 'method', {
        get: () => {
          throw new Error('boom')
        },
      }),
    ],
    [
      'a Proxy whose get trap throws',
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('trap')
          },
        },
      ),
    ],
  ])('refuses %s with RpcNotAllowedError', async (_name, call) => {
    const { request, sent } = setup(true)
    await expect(request(call as unknown as RpcRequest)).rejects.toBeInstanceOf(RpcNotAllowedError)
    expect(sent).toEqual([])
  })

  it.each([
    ['a function', [() => 1]],
    [
      'a getter that throws',
      [
        Object.defineProperty({}, 'to', {
          enumerable: true,
          get: () => {
            throw new Error('boom')
          },
        }),
      ],
    ],
    ['a Proxy', [new Proxy({ to: '0x1' }, {})]],
  ])(
    'refuses params holding %s with a typed INVALID_PARAMS error before approval or sending',
    async (_name, params) => {
      const { request, sent, asked } = setup(true)
      const error = await request({ method: 'eth_sendTransaction', params }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ValidationError)
      expect(error).toMatchObject({ code: 'INVALID_PARAMS', shortMessage: MESSAGES.invalidRequestParams })
      expect(sent).toEqual([])
      expect(asked).toEqual([])
    },
  )
})

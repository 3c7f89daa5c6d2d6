import { SiwxError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { createServerSiwx } from './createServerSiwx'

const CHAIN = 'eip155:1' as const
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const data = {
  accountAddress: ADDRESS,
  chainId: CHAIN,
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: '0123456789abcdef0123456789abcdef',
  issuedAt: '2026-11-25T10:00:00.000Z',
}

/** A sign-in server answering `body` (untrusted) to every request; records the requests. */
function server(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init })
    return new Response(body, { status })
  }
  return { fetch, calls }
}

describe('createServerSiwx: answers of the sign-in server are untrusted', () => {
  it('asks the kit for the message with cookies included, and returns the data and text it sent', async () => {
    const kit = server(200, JSON.stringify({ data, message: 'text' }))
    const siwx = createServerSiwx({ baseUrl: 'https://app.example/api/siwx/', fetch: kit.fetch })
    expect(await siwx.createMessage({ chainId: CHAIN, accountAddress: ADDRESS })).toEqual({
      data,
      message: 'text',
    })
    expect(kit.calls[0]?.url).toBe(`https://app.example/api/siwx/nonce?chainId=eip155%3A1&address=${ADDRESS}`)
    expect(kit.calls[0]?.init.credentials).toBe('include')
  })

  it('refuses a message for another account or network, a malformed one, and an oversized or unreadable answer', async () => {
    const answers = [
      JSON.stringify({
        data: { ...data, accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
        message: 't',
      }),
      JSON.stringify({ data: { ...data, chainId: 'eip155:2' }, message: 't' }),
      JSON.stringify({ data: { ...data, extra: 1 }, message: 't' }),
      JSON.stringify({ data, message: 't', padding: 'x'.repeat(300_000) }),
      '<html>',
    ]
    for (const answer of answers) {
      const siwx = createServerSiwx({ baseUrl: '/api/siwx', fetch: server(200, answer).fetch })
      await expect(siwx.createMessage({ chainId: CHAIN, accountAddress: ADDRESS })).rejects.toMatchObject({
        name: 'SiwxError',
        code: 'SIWX_BAD_ANSWER',
      })
    }
  })

  it('rejects with the kit’s refusal code and message, capped', async () => {
    const refusal = JSON.stringify({
      error: { code: 'SIWX_NONCE_USED', message: 'The sign-in nonce has already been used' },
    })
    const siwx = createServerSiwx({ baseUrl: '/api/siwx', fetch: server(401, refusal).fetch })
    const error = await siwx.addSession({ data, message: 't', signature: '0x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxError)
    expect(error).toMatchObject({
      code: 'SIWX_NONCE_USED',
      shortMessage: 'The sign-in nonce has already been used',
    })
  })

  it('reads no session on 401 and keeps only well-formed sessions of the account asked for', async () => {
    const none = createServerSiwx({ baseUrl: '/api/siwx', fetch: server(401, '').fetch })
    expect(await none.getSessions(CHAIN, ADDRESS)).toEqual([])
    const session = { data, message: 't', signature: '0x1' }
    const other = { ...session, data: { ...data, chainId: 'eip155:5' } }
    const answer = JSON.stringify({ sessions: [session, other, { data: 1 }] })
    const siwx = createServerSiwx({ baseUrl: '/api/siwx', fetch: server(200, answer).fetch })
    expect(await siwx.getSessions(CHAIN, ADDRESS.toLowerCase())).toEqual([session])
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiError } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { AUTH_SERVICE_MESSAGES } from '../errors/authServiceMessages'
import type { OAuthProviderConfig } from '../service/authServiceOptions'
import { exchangeCode, fetchProfile } from './oauthClient'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A provider whose every endpoint answers `status` with `body`. */
async function provider(status: number, body: unknown): Promise<OAuthProviderConfig> {
  server = createServer((_, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    authorizationEndpoint: `${url}/authorize`,
    tokenEndpoint: `${url}/token`,
    userinfoEndpoint: `${url}/userinfo`,
    clientId: 'latch',
  }
}

const grant = { code: 'c', redirectUri: 'http://127.0.0.1/callback', codeVerifier: 'v' }

describe('the OAuth client of the social sign-in', () => {
  it('fails a refused code exchange with ApiError HTTP_<status>', async () => {
    const config = await provider(400, { error: 'invalid_grant' })
    const failure = exchangeCode(config, grant)
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({
      code: 'HTTP_400',
      status: 400,
      message: AUTH_SERVICE_MESSAGES.tokenEndpoint(400, 'invalid_grant'),
    })
  })

  it('fails a token answer without an access token with ApiError INVALID_RESPONSE', async () => {
    const config = await provider(200, { token_type: 'bearer' })
    await expect(exchangeCode(config, grant)).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INVALID_RESPONSE',
      message: 'token endpoint answered 200 ',
    })
  })

  it('fails a refused userinfo call with ApiError HTTP_<status>', async () => {
    const config = await provider(401, {})
    await expect(fetchProfile(config, 'token')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'HTTP_401',
      message: 'userinfo endpoint answered 401',
    })
  })

  it('fails a profile without a subject with ApiError INVALID_RESPONSE', async () => {
    const config = await provider(200, { email: 'ada@example.com' })
    await expect(fetchProfile(config, 'token')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INVALID_RESPONSE',
      message: 'userinfo has no subject',
    })
  })
})

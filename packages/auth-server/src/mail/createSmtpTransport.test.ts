import type { AddressInfo } from 'node:net'
import { API_PATHS } from '@latch/embedded-wallet'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { type AuthService, startAuthService } from '../startAuthService'
import { createSmtpTransport } from './createSmtpTransport'

type Received = { from: string; to: string[]; data: string; user: string | undefined }

async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'latch' && auth.password === 'pw') callback(null, { user: auth.username })
      else callback(new Error('bad credentials'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
let service: AuthService | undefined
afterEach(async () => {
  await service?.close()
  await smtp?.close()
})

describe('createSmtpTransport', () => {
  it('delivers the sign-in code over SMTP with login credentials', async () => {
    smtp = await startSmtp()
    service = await startAuthService({
      allowedOrigins: [],
      mail: createSmtpTransport({
        host: '127.0.0.1',
        port: smtp.port,
        auth: { user: 'latch', pass: 'pw' },
        from: 'Latch <no-reply@latch.test>',
      }),
      devMailbox: true,
    })
    const response = await fetch(`${service.url}${API_PATHS.emailStart}`, {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com', deviceId: 'd1' }),
    })
    expect(response.status).toBe(200)
    const { messages } = await (await fetch(`${service.url}${API_PATHS.devMailbox}`)).json()
    const code = messages[0].code as string
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail).toMatchObject({ from: 'no-reply@latch.test', to: ['ada@example.com'], user: 'latch' })
    expect(mail?.data).toContain(`Subject: Your Latch sign-in code: ${code}`)
    expect(mail?.data).toContain(`Your sign-in code is ${code}.`)
  })

  it('makes the call fail with INTERNAL_ERROR (502) when the SMTP server refuses the login', async () => {
    smtp = await startSmtp()
    service = await startAuthService({
      allowedOrigins: [],
      mail: createSmtpTransport({
        host: '127.0.0.1',
        port: smtp.port,
        auth: { user: 'latch', pass: 'wrong' },
        from: 'x@latch.test',
      }),
    })
    const response = await fetch(`${service.url}${API_PATHS.emailStart}`, {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com', deviceId: 'd1' }),
    })
    expect(response.status).toBe(502)
    expect((await response.json()).error.code).toBe('INTERNAL_ERROR')
    expect(smtp.received).toHaveLength(0)
  })
})

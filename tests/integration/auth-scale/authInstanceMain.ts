// One auth-service instance in its own process (so a test can kill it for real): on PostgreSQL at
// LATCH_AUTH_PG_URL with the shared LATCH_AUTH_SECRET; prints `{"url": …}` once it listens.
import { startAuthService } from '@latch/auth-server'

const postgres = process.env.LATCH_AUTH_PG_URL
const secret = process.env.LATCH_AUTH_SECRET
if (postgres === undefined || secret === undefined)
  throw new Error('LATCH_AUTH_PG_URL and LATCH_AUTH_SECRET are required')
const service = await startAuthService({
  allowedOrigins: [],
  mail: 'dev-mailbox',
  database: { postgres },
  secret,
  ...(process.env.LATCH_AUTH_PUBLIC_URL === undefined
    ? {}
    : { publicUrl: process.env.LATCH_AUTH_PUBLIC_URL }),
})
process.stdout.write(`${JSON.stringify({ url: service.url })}\n`)
process.on('SIGTERM', () => void service.close().then(() => process.exit(0)))

import { describe, expect, it } from 'vitest'
import { runInTransaction, type TransactionClient } from './runInTransaction'

// A recording connection: the statements it was sent and how it went back to the pool. The stores
// that use runInTransaction run it against a real PostgreSQL server in their own suites.
function connection(failOn?: string) {
  const sent: string[] = []
  const released: (Error | undefined)[] = []
  const client: TransactionClient = {
    async query(sql) {
      sent.push(sql)
      if (sql === failOn) throw new Error(`${sql} failed`)
    },
    release(error) {
      released.push(error)
    },
  }
  return { client, sent, released }
}

describe('runInTransaction', () => {
  it('commits what the work did and returns its result, giving the connection back', async () => {
    const { client, sent, released } = connection()
    const result = await runInTransaction(
      async () => client,
      async (c) => {
        await c.query('UPDATE t SET n = n + 1')
        return 7
      },
    )
    expect(result).toBe(7)
    expect(sent).toEqual(['BEGIN', 'UPDATE t SET n = n + 1', 'COMMIT'])
    expect(released).toEqual([undefined])
  })

  it('rolls back and rethrows when the work throws', async () => {
    const { client, sent, released } = connection('UPDATE t SET n = n + 1')
    await expect(
      runInTransaction(
        async () => client,
        (c) => c.query('UPDATE t SET n = n + 1'),
      ),
    ).rejects.toThrow('UPDATE t SET n = n + 1 failed')
    expect(sent).toEqual(['BEGIN', 'UPDATE t SET n = n + 1', 'ROLLBACK'])
    expect(released).toEqual([undefined])
  })

  it('drops a connection that could not roll back instead of returning it to the pool', async () => {
    const { client, released } = connection('ROLLBACK')
    await expect(
      runInTransaction(
        async () => client,
        async () => {
          throw new Error('work failed')
        },
      ),
    ).rejects.toThrow('work failed')
    expect(released).toHaveLength(1)
    expect(released[0]?.message).toBe('ROLLBACK failed')
  })
})

import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { accessSync, constants, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The pnpm a developer types: the one on PATH (as under `pnpm test`), else the version the repo pins
 * (packageManager), located through npx once.
 */
function pnpmCommand(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'pnpm')
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not in this folder
    }
  }
  const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { packageManager: string })
    .packageManager
  const script =
    "const p=require('path'),f=require('fs');for(const d of process.env.PATH.split(p.delimiter)){const c=p.join(d,'pnpm');if(f.existsSync(c)){console.log(c);break}}"
  const found = execFileSync('npx', ['--yes', pinned, 'exec', 'node', '-e', script], {
    encoding: 'utf8',
  }).trim()
  if (!found) throw new Error(`pnpm (${pinned}) is not on PATH and npx could not provide it`)
  return found
}

/** Whether something accepts TCP connections at `url`'s host and port. */
function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Whether any process of the process group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

let child: ChildProcess | undefined
afterAll(() => {
  if (child?.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL')
})

describe('pnpm demo in a terminal', () => {
  it('Ctrl+C stops it cleanly: exit code 0, no ELIFECYCLE line, servers and dev chains stopped', async () => {
    // A terminal's Ctrl+C sends SIGINT to the whole foreground process group: pnpm, its shell, tsx
    // and the demo. The demo runs in a group of its own here, and the test signals that group.
    child = spawn(pnpmCommand(), ['demo'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    })
    const pgid = child.pid!
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child!.once('exit', (code, signal) => resolve({ code, signal })),
    )
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes('Press Ctrl+C to stop.')) {
          clearInterval(timer)
          resolve()
        }
      }, 200)
      void exited.then(() => {
        clearInterval(timer)
        reject(new Error(`pnpm demo exited before it was ready:\n${output}`))
      })
    })
    const pageUrl = /Latch demo: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1]
    const chainUrls = [...output.matchAll(/Latch Local(?: 2)? (http:\/\/127\.0\.0\.1:\d+)/g)].map(
      (m) => m[1]!,
    )
    expect(pageUrl).toBeDefined()
    expect(chainUrls).toHaveLength(2)
    for (const url of [pageUrl!, ...chainUrls]) await expect(listening(url)).resolves.toBe(true)

    process.kill(-pgid, 'SIGINT')
    const { code, signal } = await exited

    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(output).toContain('Stopping…')
    expect(output).not.toMatch(/ELIFECYCLE|Command failed/)
    // Nothing of the demo is left: no server, no dev chain, no process of its group.
    for (const url of [pageUrl!, ...chainUrls]) await expect(listening(url)).resolves.toBe(false)
    await expect.poll(() => groupAlive(pgid), { timeout: 5_000 }).toBe(false)
  })
})

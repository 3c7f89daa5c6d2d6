import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { accessSync, constants, readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

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

/**
 * Processes still running that carry `marker` in their environment: every process `pnpm demo`
 * starts inherits it, including the dev chains, which run in process groups of their own.
 */
function markedProcesses(marker: string): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) found.push(Number(entry))
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return found
}

type Run = {
  pgid: number
  /** Processes of this run still alive, wherever their process group. */
  alive: () => number[]
  output: () => string
  /** Resolves once the output contains `text` (rejects if the process ends first). */
  printed: (text: string) => Promise<void>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** What a terminal's Ctrl+C does: SIGINT to the whole foreground process group. */
  ctrlC: () => void
}

let child: ChildProcess | undefined
let lastRun: Run | undefined
afterEach(() => {
  if (child?.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL')
  for (const pid of lastRun?.alive() ?? []) process.kill(pid, 'SIGKILL')
  child = undefined
  lastRun = undefined
})

/** `pnpm demo` in a process group of its own, as a terminal runs it in the foreground group. */
function runPnpmDemo(): Run {
  const marker = `LATCH_DEMO_RUN=${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`
  const started = spawn(pnpmCommand(), ['demo'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', LATCH_DEMO_RUN: marker.split('=')[1] },
  })
  child = started
  let output = ''
  started.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  started.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    started.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const pgid = started.pid!
  lastRun = {
    pgid,
    alive: () => markedProcesses(marker),
    output: () => output,
    exited,
    printed: (text) =>
      new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          if (output.includes(text)) {
            clearInterval(timer)
            resolve()
          }
        }, 50)
        void exited.then(() => {
          clearInterval(timer)
          reject(new Error(`pnpm demo exited before printing "${text}":\n${output}`))
        })
      }),
    ctrlC: () => process.kill(-pgid, 'SIGINT'),
  }
  return lastRun
}

describe('pnpm demo in a terminal', () => {
  it('Ctrl+C stops it cleanly: exit code 0, no ELIFECYCLE line, servers and dev chains stopped', async () => {
    const run = runPnpmDemo()
    await run.printed('Press Ctrl+C to stop.')
    const pageUrl = /Latch demo: (http:\/\/localhost:\d+\/)/.exec(run.output())?.[1]
    const chainUrls = [...run.output().matchAll(/Latch Local(?: 2)? (http:\/\/127\.0\.0\.1:\d+)/g)].map(
      (m) => m[1]!,
    )
    expect(pageUrl).toBeDefined()
    expect(chainUrls).toHaveLength(2)
    for (const url of [pageUrl!, ...chainUrls]) await expect(listening(url)).resolves.toBe(true)

    run.ctrlC()
    const { code, signal } = await run.exited

    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(run.output()).toContain('Stopping…')
    expect(run.output()).not.toMatch(/ELIFECYCLE|Command failed/)
    // Nothing of the demo is left: no server, no dev chain, no process of its group.
    for (const url of [pageUrl!, ...chainUrls]) await expect(listening(url)).resolves.toBe(false)
    await expect.poll(() => groupAlive(run.pgid), { timeout: 5_000 }).toBe(false)
    await expect.poll(() => run.alive(), { timeout: 5_000 }).toEqual([])
  })

  it("a second run starts on the first one's build (the sources are unchanged), and Ctrl+C while the local world is still starting stops it cleanly too, leaving no process behind", async () => {
    const run = runPnpmDemo()
    await run.printed('Starting the local dev chains…')
    expect(run.output()).not.toContain('Building the demo…')
    run.ctrlC()
    const { code, signal } = await run.exited

    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(run.output()).toContain('Stopping…')
    expect(run.output()).not.toMatch(/ELIFECYCLE|Command failed|Error/)
    expect(run.output()).not.toContain('Press Ctrl+C to stop.')
    await expect.poll(() => groupAlive(run.pgid), { timeout: 5_000 }).toBe(false)
    await expect.poll(() => run.alive(), { timeout: 5_000 }).toEqual([])
  })
})

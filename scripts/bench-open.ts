/**
 * Open benchmark: click → first painted modal content, Latch against a plain React dialog, in the
 * same page and the same run (examples/size-app/open-bench.html holds both: Latch's ConnectButton
 * and modal, and a React dialog with a title and six rows; see src/ReactDialog.tsx).
 *
 * Each run loads the page fresh in headless Chromium, waits for the idle prefetch to settle (no JS
 * arriving for 300 ms), then opens both dialogs once, alternating which goes first. Both opens are
 * timed by the same code in the page:
 * - start: the `timeStamp` of the click event (a capture listener on the document);
 * - content: a MutationObserver waits until the dialog's title and its first row are in the DOM;
 * - painted: from then, each animation frame checks that both are visible (display, visibility,
 *   and an effective opacity ≥ 0.5 through their ancestors, so a fade-in from 0 counts as not
 *   painted yet); the end is a task posted from that frame's rAF callback, which runs after the
 *   frame is rendered ("after next paint").
 * The motion preference is "no-preference" (what most users have), so opening animations count.
 * Every request to another host is blocked and recorded: nothing on the path may wait for it.
 *
 * Usage: `pnpm bench open [-- --runs=20] [--throttle=4] [--profile]`, or
 * `tsx scripts/bench-open.ts --runs=20 --throttle=4 --profile`.
 * `--throttle=N` slows the CPU N× (Chromium's CPU throttling) for the clicks, as a loaded machine
 * would; `--profile` builds the page unminified and adds a breakdown of Latch's opens from a
 * Chromium trace (script, style, layout, paint…) and a CPU profile (self time per function).
 * The e2e test tests/e2e/openBench.test.ts runs it with fewer runs (not a timed test).
 */
import { renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { startDemoServer } from '../examples/demo/serve'
import { buildSizeApp } from '../examples/size-app/build'
import { guardedPage, launchChromium } from '../tests/e2e/support/browser'
import { median, type SeriesStats, seriesStats } from './benchStats'

/** The two dialogs the benchmark opens. */
export type OpenSubject = 'latch' | 'react'

/** What the page-side timer needs to know about one dialog. */
type Selectors = { button: string; title: string; row: string }

const SELECTORS: Record<OpenSubject, Selectors> = {
  latch: {
    button: '[data-latch-connect-button]',
    title: '[role="dialog"] [data-latch-title]',
    row: '[role="dialog"] [data-latch-view] [data-latch-wallet]',
  },
  react: {
    button: '[data-bench-react-button]',
    title: '[data-bench-react-dialog] [data-bench-title]',
    row: '[data-bench-react-dialog] [data-bench-list] button',
  },
}

/**
 * Median and 90th percentile of a series, ms.
 *
 * @example
 * ```ts
 * const s: OpenStats = { medianMs: 7.1, p90Ms: 9.3 }
 * ```
 */
export type OpenStats = SeriesStats

/**
 * Self time of Latch's opens by kind of work (ms, summed over the profiled runs), and the
 * functions with the most self time.
 *
 * @example
 * ```ts
 * breakdown.byKind // { script: 12.3, style: 2.1, layout: 1.4, paint: 0.9, other: 0.4 }
 * ```
 */
export type OpenBreakdown = {
  runs: number
  byKind: Record<string, number>
  byEvent: Array<{ name: string; ms: number }>
  topFunctions: Array<{ name: string; ms: number }>
  /** The page's functions with the most total time (their own and their callees'). */
  totalFunctions: Array<{ name: string; ms: number }>
}

/**
 * Figures of one benchmark.
 *
 * @example
 * ```ts
 * const figures = await benchOpen({ runs: 20 })
 * figures.ratio // 1.6
 * ```
 */
export type OpenFigures = {
  runs: number
  throttle: number
  latchMs: number[]
  reactMs: number[]
  /** Click → content in the DOM (before paint), per run. */
  latchInDomMs: number[]
  reactInDomMs: number[]
  latch: OpenStats
  react: OpenStats
  /** Latch's median over the React dialog's median. */
  ratio: number
  /** Requests to other hosts during the runs (all blocked). */
  foreignRequests: string[]
  breakdown?: OpenBreakdown
}

const stats = seriesStats

/**
 * The page-side timer, as source text (code passed as a function would be rewritten by the
 * TypeScript loader). `SELECTORS` is replaced by the dialog's selectors.
 */
const TIMER_SOURCE = `(() => {
  const sel = SELECTORS
  window.__openBench = new Promise((resolve) => {
    let clickAt
    let inDomAt = 0
    document.addEventListener('click', (event) => {
      clickAt ??= event.timeStamp
      performance.mark('open-bench:click')
    }, { capture: true, once: true })
    const visible = (element) => {
      let opacity = 1
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.display === 'none' || style.visibility === 'hidden') return false
        opacity *= Number(style.opacity)
      }
      return opacity >= 0.5
    }
    const content = () => {
      const title = document.querySelector(sel.title)
      const row = document.querySelector(sel.row)
      return title && row ? [title, row] : undefined
    }
    const waitForPaint = (nodes) =>
      requestAnimationFrame(() => {
        if (!nodes.every((node) => node.isConnected && visible(node))) {
          waitForPaint(content() ?? nodes)
          return
        }
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          performance.mark('open-bench:painted')
          resolve({ painted: performance.now() - clickAt, inDom: inDomAt - clickAt })
        }
        channel.port2.postMessage(null)
      })
    const observer = new MutationObserver(() => {
      if (clickAt === undefined) return
      const nodes = content()
      if (!nodes) return
      observer.disconnect()
      inDomAt = performance.now()
      waitForPaint(nodes)
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
})()`

/** Installs the page-side timer for one open (the same code for both dialogs). */
async function armTimer(page: Page, selectors: Selectors): Promise<void> {
  await page.evaluate(TIMER_SOURCE.replace('SELECTORS', JSON.stringify(selectors)))
}

const readTimer = (page: Page) =>
  page.evaluate('window.__openBench') as Promise<{ painted: number; inDom: number }>

/** Closes the dialog and waits until it is gone and a frame has passed. */
async function closeDialog(page: Page, subject: OpenSubject): Promise<void> {
  if (subject === 'latch') await page.evaluate('window.__latchBenchClose()')
  else await page.keyboard.press('Escape')
  await page.waitForFunction('!document.querySelector(\'[role="dialog"]\')', undefined, { polling: 'raf' })
}

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string }
}

const KINDS: Array<[string, RegExp]> = [
  ['gc', /GC|GarbageCollect/i],
  ['compile', /Compile|Parse(Script|OnBackground)|v8\.parseOnBackground/i],
  ['style', /UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleInvalidat/],
  ['layout', /^Layout$|UpdateLayout|LayoutShift|IntersectionObserverController/],
  ['paint', /Paint|Layerize|UpdateLayer|CompositeLayers|Commit|Raster|ImageDecode|Decode/],
  [
    'script',
    /FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.execute|EvaluateScript|RunTask|HandlePostMessage|v8\.callFunction|v8\.run/,
  ],
]

const kindOf = (name: string) => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other'

/** Self time per event name on the page's main thread between the two marks of the trace. */
function traceSelfTimes(trace: { traceEvents: TraceEvent[] }): Map<string, number> {
  const events = trace.traceEvents
  const click = events.find((e) => e.name === 'open-bench:click')
  const painted = events.find((e) => e.name === 'open-bench:painted')
  const self = new Map<string, number>()
  if (!click || !painted) return self
  const main = events.find(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === click.pid,
  )
  const tid = main?.tid ?? click.tid
  const window = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === click.pid &&
        e.tid === tid &&
        e.dur !== undefined &&
        e.ts + (e.dur ?? 0) > click.ts &&
        e.ts < painted.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const stack: TraceEvent[] = []
  for (const event of window) {
    const start = Math.max(event.ts, click.ts)
    const end = Math.min(event.ts + (event.dur ?? 0), painted.ts)
    if (end <= start) continue
    while (stack.length > 0 && stack[stack.length - 1]!.ts + (stack[stack.length - 1]!.dur ?? 0) <= event.ts)
      stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (end - start))
    self.set(event.name, (self.get(event.name) ?? 0) + (end - start))
    stack.push(event)
  }
  return self
}

type CpuProfile = {
  nodes: Array<{
    id: number
    children?: number[]
    callFrame: { functionName: string; url: string; lineNumber: number }
  }>
  samples?: number[]
  timeDeltas?: number[]
}

/** Self and total (self + callees) time (µs) per function of a CPU profile. */
function profileTimes(profile: CpuProfile): { self: Map<string, number>; total: Map<string, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const nameOf = (id: number) => {
    const frame = byId.get(id)?.callFrame
    if (!frame) return '(unknown)'
    const file = frame.url ? path.basename(frame.url.split('?')[0]!) : ''
    return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`
  }
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  for (let i = 0; i < samples.length; i++) {
    const us = deltas[i + 1] ?? deltas[i] ?? 0
    const name = nameOf(samples[i]!)
    self.set(name, (self.get(name) ?? 0) + us)
    const counted = new Set<string>()
    for (let id: number | undefined = samples[i]; id !== undefined; id = parentOf.get(id)) {
      const caller = nameOf(id)
      // Only the page's own code (a file), each function once per sample (recursion).
      if (!caller.includes('.js:') || counted.has(caller)) continue
      counted.add(caller)
      total.set(caller, (total.get(caller) ?? 0) + us)
    }
  }
  return { self, total }
}

/** Opens one dialog, timing it; with `profile`, also traces and profiles the open. */
async function timeOpen(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
  subject: OpenSubject,
  profile:
    | { trace: Map<string, number>; cpu: Map<string, number>; cpuTotal: Map<string, number> }
    | undefined,
): Promise<{ painted: number; inDom: number }> {
  await armTimer(page, SELECTORS[subject])
  if (profile) {
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.compile',
        'toplevel',
      ],
    })
    await cdp.send('Profiler.start')
  }
  await page.click(SELECTORS[subject].button)
  const timing = await readTimer(page)
  if (profile) {
    const { profile: cpu } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    for (const [name, us] of traceSelfTimes(trace))
      profile.trace.set(name, (profile.trace.get(name) ?? 0) + us)
    const times = profileTimes(cpu)
    for (const [name, us] of times.self) profile.cpu.set(name, (profile.cpu.get(name) ?? 0) + us)
    for (const [name, us] of times.total) profile.cpuTotal.set(name, (profile.cpuTotal.get(name) ?? 0) + us)
  }
  await closeDialog(page, subject)
  return timing
}

/**
 * Builds the benchmark page and times both opens in headless Chromium.
 *
 * @param options - Runs (each subject opens once per run; default 20), CPU throttling factor
 *   (default 1), whether to profile Latch's opens, output folder.
 * @returns The figures.
 * @example
 * ```ts
 * const figures = await benchOpen({ runs: 20, throttle: 4 })
 * printOpenFigures(figures)
 * ```
 */
export async function benchOpen(
  options: { runs?: number; throttle?: number; profile?: boolean; outDir?: string } = {},
): Promise<OpenFigures> {
  const runs = Math.max(1, options.runs ?? 20)
  const throttle = Math.max(1, options.throttle ?? 1)
  const outDir = path.resolve(options.outDir ?? 'test-output/open-bench')
  await buildSizeApp('open-bench.html', outDir, { minify: !options.profile })
  // The server answers every unknown path (e.g. /favicon.ico) with index.html.
  renameSync(path.join(outDir, 'open-bench.html'), path.join(outDir, 'index.html'))
  const server = await startDemoServer({
    distDir: outDir,
    config: { evmChains: [], evmTokens: [], evmNfts: [], devWalletAddress: undefined },
  })
  const browser = await launchChromium()
  const timings: Record<OpenSubject, { painted: number[]; inDom: number[] }> = {
    latch: { painted: [], inDom: [] },
    react: { painted: [], inDom: [] },
  }
  const foreignRequests: string[] = []
  const profile = options.profile
    ? {
        trace: new Map<string, number>(),
        cpu: new Map<string, number>(),
        cpuTotal: new Map<string, number>(),
      }
    : undefined
  try {
    for (let run = 0; run < runs; run++) {
      const guarded = await guardedPage(browser)
      const { page } = guarded
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      let jsResponses = 0
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) jsResponses++
      })
      await page.goto(server.url, { waitUntil: 'load' })
      await page.waitForSelector(SELECTORS.latch.button)
      await page.waitForSelector(SELECTORS.react.button)
      // Let the idle prefetch of the modal's code finish: wait until no JS arrives for 300 ms.
      let seen = -1
      while (seen !== jsResponses) {
        seen = jsResponses
        await page.waitForTimeout(300)
      }
      const cdp = await page.context().newCDPSession(page)
      if (profile) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
      }
      if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
      const order: OpenSubject[] = run % 2 === 0 ? ['latch', 'react'] : ['react', 'latch']
      for (const subject of order) {
        const timing = await timeOpen(browser, page, cdp, subject, subject === 'latch' ? profile : undefined)
        timings[subject].painted.push(timing.painted)
        timings[subject].inDom.push(timing.inDom)
      }
      foreignRequests.push(...guarded.foreignRequests)
      await cdp.detach()
      await guarded.context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
  const latch = stats(timings.latch.painted)
  const react = stats(timings.react.painted)
  const figures: OpenFigures = {
    runs,
    throttle,
    latchMs: timings.latch.painted,
    reactMs: timings.react.painted,
    latchInDomMs: timings.latch.inDom,
    reactInDomMs: timings.react.inDom,
    latch,
    react,
    ratio: latch.medianMs / react.medianMs,
    foreignRequests,
  }
  if (profile) {
    const byKind: Record<string, number> = {}
    for (const [name, us] of profile.trace) byKind[kindOf(name)] = (byKind[kindOf(name)] ?? 0) + us / 1000
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .map(([name, us]) => ({ name, ms: us / 1000 }))
        .filter((entry) => entry.ms > 0)
        .sort((a, b) => b.ms - a.ms)
        .slice(0, n)
    figures.breakdown = {
      runs,
      byKind,
      byEvent: top(profile.trace, 15),
      topFunctions: top(profile.cpu, 25),
      totalFunctions: top(profile.cpuTotal, 40),
    }
  }
  return figures
}

/**
 * Prints the benchmark report: median and p90 of each open and the ratio (and the breakdown when
 * profiled).
 *
 * @param f - Figures from {@link benchOpen}.
 * @example
 * ```ts
 * printOpenFigures(await benchOpen({ runs: 20 }))
 * ```
 */
export function printOpenFigures(f: OpenFigures): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ')
  console.log(
    `Click → first painted modal content, ${f.runs} run(s) each, same page, alternating order${f.throttle > 1 ? `, CPU ${f.throttle}× slower` : ''}:`,
  )
  console.log(
    `  Latch modal:  median ${ms(f.latch.medianMs)}, p90 ${ms(f.latch.p90Ms)}  (${list(f.latchMs)})`,
  )
  console.log(
    `  React dialog: median ${ms(f.react.medianMs)}, p90 ${ms(f.react.p90Ms)}  (${list(f.reactMs)})`,
  )
  console.log(
    `  in the DOM (before paint), median: Latch ${ms(median(f.latchInDomMs))}, React ${ms(median(f.reactInDomMs))}`,
  )
  console.log(`  ratio (Latch median / React median): ${f.ratio.toFixed(2)}× (goal ≤ 2×)`)
  console.log(`  requests to other hosts (blocked): ${f.foreignRequests.length}`)
  const b = f.breakdown
  if (b) {
    console.log(`  Latch opens, main-thread self time summed over ${b.runs} run(s) (Chromium trace):`)
    for (const [kind, total] of Object.entries(b.byKind).sort((x, y) => y[1] - x[1]))
      console.log(`    ${kind.padEnd(8)} ${ms(total)}  (${ms(total / b.runs)} per open)`)
    console.log('  by trace event:')
    for (const e of b.byEvent) console.log(`    ${ms(e.ms).padStart(10)}  ${e.name}`)
    console.log('  functions with the most self time (CPU profile):')
    for (const e of b.topFunctions) console.log(`    ${ms(e.ms).padStart(10)}  ${e.name}`)
    console.log('  page functions with the most total time, callees included (CPU profile):')
    for (const e of b.totalFunctions) console.log(`    ${ms(e.ms).padStart(10)}  ${e.name}`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
  const figures = await benchOpen({
    runs: Number(arg('runs') ?? 20),
    throttle: Number(arg('throttle') ?? 1),
    profile: process.argv.includes('--profile'),
  })
  printOpenFigures(figures)
  writeFileSync('test-output/bench-open.json', `${JSON.stringify(figures, null, 2)}\n`)
  process.exit(figures.foreignRequests.length === 0 ? 0 : 1)
}

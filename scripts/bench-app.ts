/**
 * Size and speed benchmark of a minimal Latch React app (examples/size-app: one connect button),
 * with the EVM adapter (index.html) and with the four chain families, EVM + Solana + Stacks/Bitcoin
 * (four-families.html). Every figure is measured the same way on each run:
 * - initial JS: the Vite entry chunk plus its static imports (from the build manifest), gzip level 9,
 *   minus the same figure for a React-only page (examples/size-app/react-only.html) = React's share;
 * - all JS fetched before the first click (after load and idle prefetch), gzip;
 * - click → modal's first content visible in headless Chromium: from the click event to the frame
 *   after `[role=dialog] [data-latch-view]` appears, median of the runs;
 * - requests to hosts other than the page's own before the click (must be zero).
 *
 * Usage: `tsx scripts/bench-app.ts [--runs=7]`. The e2e test tests/e2e/sizeApp.test.ts enforces both
 * budgets and the zero-foreign-requests rule in `pnpm test`. The click → modal time is timed in
 * detail, against a plain React dialog, by scripts/bench-open.ts.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { startDemoServer } from '../examples/demo/serve'
import { buildSizeApp, builtChunkFile, MODAL_CHUNK_SOURCE } from '../examples/size-app/build'
import { guardedPage, launchChromium } from '../tests/e2e/support/browser'

/**
 * Budget for the initial JS minus React, KB gzip (1 KB = 1024 bytes). Lowered from 45 KB on
 * 2026-11-25 (measured 29.9 KB, was ~42 KB): core is a kernel plus slices that load on use (send,
 * sign-in, login and approvals, the wallet registry, account data, hosted services). What remains
 * beyond the kernel is mostly the EVM adapter's sign-in verifier and EIP-55 keccak (issue 16 target:
 * 20 KB once the adapter loads them on use).
 * Lowered to 26 KB on 2026-11-25 (measured 25.13 KB): the EVM adapter loads its sign-in verifier
 * (EIP-4361, the sign-in checks), EIP-55 keccak, its account data readers and its RPC clients on
 * first use. What remains is the kernel (instance wiring, connections, errors, the wallet list)
 * and the adapter's discovery and connect plumbing; the 20 KB goal needs the kernel to shrink.
 * Lowered to 24.6 KB on 2026-11-25 (measured 24.13 KB, was 24.99 KB): the EVM adapter's send and fee
 * estimate load with the first send, the auth slice's wiring (its ports to the router, modal and
 * connection flows) on first use of latch.auth or latch.approval or on mount with `auth` set, and
 * the snapshot selectors only the views read with the views (-0.86 KB in all). Still short of the
 * 20 KB goal. What remains is what the instance answers synchronously (`latch.connect` marks the
 * namespace connecting and asks the wallet in the same turn, `latch.wallets.getWallets()` merges
 * the list at once, `latch.getAccount()`, the router, modal and chains); the email/social login's
 * adapter fronts and the connector router each wraps an adapter in, which createLatch must build
 * synchronously when `auth` is set, so they ship whatever the options (0.8 KB, measured by taking
 * them out); valtio (1.1 KB); the
 * error classes and messages the adapters throw; and Vite's preload helper for the lazy slices.
 * Lowered to 24.4 KB on 2026-11-25 (measured 24.10 KB, was 26.04 KB after the multi-wallet views
 * merged): before the first click nothing connects or lists wallets (the click opens the modal, a
 * wallet is a second click inside it), so the connect and disconnect flows and the wallet choice
 * (merge, filters, recent store, listing checks) load at mount, and `ready()` waits for them.
 * What remains, measured on the unminified entry: the EVM adapter (~3 KB: evmAdapter, EIP-6963
 * discovery, wallet events), the connections controller with persisted-connection parsing (restore
 * must mark `reconnecting` at mount), the instance wiring (createLatch, createKernel,
 * createDataLayer's fetch-on-intent, createLatchApi), valtio + proxy-compare (~1.1 KB), the error
 * classes and catalogue (the chains switch and the adapters throw them), URL checks for connector
 * images, and Vite's preload helper.
 * Raised to 25.3 KB on 2026-11-25 (measured 24.84 KB here and 25.0 KB in the Vite React 18 consumer,
 * was 24.10 KB): three things the first load now carries on purpose. (1) createLatch refuses
 * malformed language options with a typed ValidationError before anything is created (a BCP 47 check
 * of `locale`, the shape walk of `messages`, the shape of `locales`): about 1 KB minified, measured
 * by bundling the entry with and without it; the strings themselves load with the views. (2) The
 * language state and the facade that starts the locale chunk (0.13 KB). (3) The Safe frame check
 * (`window.parent !== window`) and the size caps on EIP-6963 announcements; the Safe client itself
 * loads with import() only inside a frame.
 * Lowered to 20 KB on 2026-11-25 (measured 19.80 KB here and at most 20.0 KB in the Vite React 18
 * consumer, was 24.84 KB): what only runs after mount or on use left the first load. The EVM
 * adapter's code loads with its `init` at mount (a lazy chain adapter answers namespace, listeners
 * and capabilities until then; 24.8 → 21.9 KB); then, measured one by one on the entry: the
 * email/social login ships only when `auth` is set (its adapters load with `init`, -0.43 KB);
 * `messages` are checked by a yes/no walk (-0.08); the code that records, restores, persists and
 * lists connections, the account code that follows a connection, adapter-event handling and the
 * connect-method rule load at mount with the connection flows (mount still marks a namespace with a
 * stored connector `reconnecting` at once; -1.36); the wallet-error reader of a network switch, a
 * send's pending activity and the account-data source rule load with their slices (-0.51).
 * Lowered to 19.2 KB on 2026-11-25 (measured 18.78 KB here and 18.9 / 18.8 KB in the Vite React 18 / 19
 * consumers, was 19.73 / 19.9 / 19.7 KB): the first load carries only the constants, limits and messages
 * its code reads, not the whole CONSTANTS, UNTRUSTED_LIMITS and MESSAGES tables.
 * Raised to 19.6 KB on 2026-11-28 (measured 18.95 KB here and 19.5 KB in the Vite React 19 consumer,
 * was 18.78 / 18.8 KB; the consumer's entry chunk went from 85.50 to 86.01 KB gzip): the round's
 * security and code-shape changes each put a little into the first load: the per-namespace queue of
 * connection changes that the restore at mount takes its turn in (security finding 7: Latch's state
 * must equal what the wallets hold), the hooks' typed errors with their catalogue messages (they
 * threw plain Errors), and the reactions createLatch registers. None of them alone is over 0.2 KB;
 * the first-load work of the "half again" issue (≤ 12 KB) is where they are cut back. Set to 19.8 KB
 * the same day: the Vite React 18 consumer measures 19.6x KB (React 18's own bundle is the smaller
 * baseline), just over 19.6.
 * Raised to 20.1 KB on 2026-11-29 (measured 19.23 KB here, was 18.97 KB; the Vite React 18 consumer,
 * ~0.65 KB above this page, is then ~19.9): the code-shape issue (26), measured merge by merge on this
 * page: every error built with its message from a catalogue beside the code that throws it, one module
 * per error class (+0.11 KB: parameterised messages are small functions now, and the error classes
 * the page shares with lazy chunks are two small chunks), the adapters' catalogues (+0.01), React's
 * one way to read state (+0.02), one controller shape and the "after disconnect" reaction point
 * (+0.12); splitting core's large files by concern, 0.00. The "half again" issue (≤ 12 KB) replaces
 * this page's first load as a whole.
 * Raised to 20.2 KB on 2026-11-29 (measured 19.51 KB here, was 19.47; the Vite React 19 consumer, at
 * 20.1 of 20.1 since the change above, went over by a few bytes in a fresh-clone run): passkey login
 * in Connect (`connectPasskey` among the auth facade's names, its message and code) and sends
 * through a connector with no send of its own (`withConnector`, the lazy adapter forwarding
 * `prepareSend`), so the embedded wallet sends SOL from the modal.
 * Raised to 20.35 KB on 2026-11-29 (measured 19.64 KB here, was 19.51; the Vite React 19 consumer
 * measured 20.3): issue 28's parts in the page's entry, each measured by taking it out of the built
 * entry (gzip bytes): the "review before your wallet" step put in front of the adapters as the
 * instance is built (~60: wired at mount instead, a request could reach an extension wallet
 * unreviewed), `latch.send.checkRisks` and the activity it reads (~26), adapters forwarding
 * `previewRequest` (~19), and the longer list of lazy chunks Vite writes into the entry for the new
 * lazily loaded code (review step, previews, the views' English). None of the review, preview or
 * one-click code itself is in the first load. The next ~0.25 KB to take back is the hosted-RPC URL
 * helper (`withHostedRpc`), which every app loads and only a projectId app uses.
 * Lowered back to 20.2 KB on 2026-11-30 (measured 19.55 KB here, was 19.70; the Vite React 19
 * consumer 20.17, the React 18 one 19.74): the log buffer every instance keeps counts a line's UTF-8
 * bytes with TextEncoder and drops old lines by one path (-0.13), and the hosted-RPC URL is written
 * with string operations instead of `URL` (-0.03). Issue 28's review code stays off the first load.
 * Lowered to 18.71 KB on 2026-11-30 (measured 18.02 KB here, was 19.52; the Vite React 19 consumer,
 * which this budget also bounds, 18.66, was 20.17; the React 18 one 18.17): what only loaded slices
 * read loads with them (the sign-in, send and data slices' wiring, latch.switchNetwork's rules) and
 * the slices' import()s sit in lazily loaded modules, so the entry lists fewer chunk file names.
 */
// 18.71 → 18.65 on 2026-11-30 (the size app 18.07 KB, the Vite React 19 consumer 18.58, React 18
// 18.11): the modal's views in chunks of their own, the smaller adapter stubs and the first view's
// English, merged with the cuts above.
// 18.65 → 18.18 on 2026-11-30 (the size app 17.64 KB, the Vite React 19 consumer 18.13, React 18
// 17.65): the "on view" and sign-in rules, the login's and switchNetwork's import()s leave the
// entry.
// Raised 18.18 → 18.5 on 2026-11-30 (the size app 17.94 KB, was 17.64): the code a connect runs
// leaves the mount of a visitor with nothing to restore (-6 KB and 8 fewer requests before the
// first click, see JS_BEFORE_CLICK_BUDGET_KB). What it costs in the entry, minified bytes: the lazy
// chain adapter's discovery-only start and `preload` (+405), the mount's path without restore code
// (+155), the EVM stub's discovery import (+127, with the chunk name Vite writes beside it), the
// kernel's `preloadConnecting` and the wallets-found event without flow code (+111), `ready()`
// loading the connect code (+64). The next cut to take it back is the kernel restructure.
// Raised 18.5 → 19.05 on 2026-11-30 (the size app 18.39 KB, was 17.94; the Vite React 19 consumer
// 19.00, was 18.45; React 18 18.44): a reload asks its stored EVM wallet the restore's no-prompt
// checks at mount (issue 32: "starts at mount, in parallel with any code it does not need"), which
// takes the reload with a 100 ms wallet from ~122 to ~109 ms after hydration (goal 116, `pnpm bench
// reload`). That check is code of the page's first load (`probeStoredWallets`, +0.45 KB); loaded
// as a chunk of its own it gained nothing (it ran no sooner than the adapter's code).
// Lowered 19.05 → 18.95 on 2026-11-30 (the size app 18.31 KB, the Vite React 19 consumer 18.90,
// React 18 18.33): the slimmer modal frame and the Stacks discovery-first split, merged.
// Raised 18.95 → 19.05 on 2026-11-30 (the Vite React 19 consumer 18.99 KB, React 18 18.41, the size
// app 18.36): the two i18n splits that took 1.8 KB off the JS before the first click (the other
// locales' loaders, core's messages' English) add two lazily loaded chunks, whose file names join
// the list Vite writes in the page's entry beside its import()s (+0.09 KB in the consumer).
// Lowered 19.05 → 18.18 on 2026-11-30 (the size app 17.50 KB, the Vite React 19 consumer 18.13, React 18 17.63): the connect rules, the wallet picker's pick and the hosted front load lazily, and the CAIP-10 helpers leave the entry.
// Raised 18.18 → 18.22 on 2026-11-30 (the size app 17.54 KB, the React 19 consumer 18.17): the data wiring's import()
// back in the entry (+31 gzip bytes): through the lazily loaded loadSlices it added a fetch to the wallet list's chain,
// and a click at once after load waited for it (pnpm bench open, interleaved: ~120 → ~98 ms median above the floor).
// Lowered 18.22 → 17.9 on 2026-11-30 (the size app 17.25 KB, the React 19 consumer 17.85, React 18 17.36): the entry's alerts and messages apart from the first-load catalogue, alert codes from their messages, no public-action table for the modal, chains, snack and events.
// Lowered 17.9 → 17.78 on 2026-11-30 (the size app 17.15 KB, the React 19 consumer 17.73, React 18 17.26): the adapter stubs' cuts (a plain import() in the EVM stub, fewer adapter chunk names in the entry: the balance caches and personal_sign load with the adapter's use).
// Raised 17.78 → 17.85 on 2026-11-30 (the size app 17.22 KB, the React 19 consumer 17.80, React 18
// 17.33): the wallet list's code comes with the data wiring's chunk, not by the wiring's own import()
// once it has run, so the four chunks it shares with the views join the wiring's preload list in the
// entry (+0.06). The mount fetches it in one round instead of two: −0.5 KB and one file fewer before
// the first click (JS_BEFORE_CLICK_BUDGET_KB), and a click at once after load no longer waits for the
// wiring to run before the list's code is asked for (pnpm bench open's at-once page, interleaved A/B
// of 40 loads each: press → painted median 95 → 76 ms, p90 138 → 112).
// Raised 17.85 → 18.0 on 2026-12-01 (the size app 17.36 KB, the React 19 consumer 17.95, React 18
// 17.46; was 17.23, 17.79, 17.32): Connect's code is asked for with the frame's (loadOpen: the view's
// import() and the opening-view check join the entry, with the view's chunk names in its preload list),
// not once the frame's chunk has run: a click at once after load fetched the two one after the other.
// pnpm bench open, ten interleaved rounds of 20 opens each (three batches): at-once median above the
// floor lower in 8 of 10 rounds, mean 68.9 → 57.8 ms (by batch −14, −22, −1); the last script's
// arrival after the click 50.1 → 35.5 ms (first batch, medians' mean). Settled opens: noise (6 of 10).
// Raised 18.0 → 18.3 on 2026-12-01 (the size app 17.63 KB, the React 19 consumer 18.24, React 18
// 17.75; was 17.36, 17.95, 17.46): a reload shows the stored address as soon as a stored wallet's
// no-prompt `eth_accounts` answer (asked at mount) starts with it, while the restore's code loads
// (issue 32: "the address no later than one frame after hydration plus one wallet answer").
// What the entry carries for it: the probe's comparison and its withdrawal on a change the wallet
// tells of, the stored address's read and the mount's hand-over, the reconnecting address's state
// and setter, the button's read of it. pnpm bench reload -- --runs=20, instant wallet: after
// hydration median 34.7 → 13.5 ms (goal 16 met), p90 61.8 → 20.5; above the floor 64.0 → 20.8;
// Latch / wagmi 1.67× → 1.23×.
// Lowered 18.3 → 12 on 2026-12-02 (the size app 11.37 KB, the React 19 consumer 11.84, React 18
// 11.46; was 17.63, 18.24, 17.75): the instance's code (the kernel, the slices' facades, the API) is a
// chunk that loads with mount() or the first call, and createLatch() a front of the options' check,
// the state, the adapters and mount (instance/createLatch.ts); the alerts, the image-URL rule and the
// facades' helpers left the modules the entry reads (alertsCatalogue, safeImageUrl, lazyFacades).
// 12 KB is issue 32's goal: the budget holds it.
export const INITIAL_JS_BUDGET_KB = 12

/**
 * Budget for the initial JS minus React of the four-family page (EVM + Solana + Stacks/Bitcoin),
 * KB gzip: today's measured 60.7 KB + 1 KB. The core kernel restructure lowers it to 30 KB (issue 16).
 * Lowered to 33.6 KB on 2026-11-25 (measured 32.61 KB, was ~49 KB after the kernel restructure): the
 * Solana, Stacks and Bitcoin adapters load their sign-in formats and checks, SHA-256/c32check (the
 * Stacks session's stored addresses are checked on the first restore), account data readers, RPC
 * client and send checks on first use.
 * Lowered to 31.9 KB on 2026-11-25 (measured 31.43 KB, was 32.48 KB): the EVM and Solana adapters'
 * send checks, sends and fee estimates load with the first send, one chunk per adapter, and the
 * core cuts of the EVM page above.
 * Lowered to 31.7 KB on 2026-11-25 (measured 31.42 KB, was 33.42 KB): the connect flows and the
 * wallet choice load at mount (see the EVM budget). What remains beyond the EVM page is the Solana,
 * Stacks and Bitcoin adapters' discovery and connect plumbing.
 * Raised to 32.6 KB on 2026-11-25 (measured 32.27 KB, was 31.42 KB): the three additions of the EVM
 * page above, plus the Stacks adapter's per-wallet sessions (its multi-session lifecycle loads after
 * the click; what stays is the session map the restore reads).
 * Lowered to 27.1 KB on 2026-11-25 (measured 26.66 KB, was 30.19 KB): the Solana, Stacks and
 * Bitcoin adapters' code (discovery, connect and restore, balances, signing, typed requests) loads
 * when `latch.mount()` starts them, as the EVM adapter's does; each adapter in the page is core's
 * lazy chain adapter. What stays beyond the EVM page is the Stacks wallet session (discovery of the
 * known wallets and the session map, which apps reach synchronously) and the networks.
 * Lowered to 24.9 KB on 2026-11-25 (measured 24.46 KB, was 26.66 KB): the core cuts of the EVM page
 * (connections, restore and account code at mount; email/social login only with `auth`) count here
 * too.
 * Kept at 24.9 KB on 2026-11-25 (measured 24.54 KB, was 24.51 KB): the Stacks adapter's first load reads
 * CONSTANTS and MESSAGES whole (stacksNetworks, createWalletSession), so the EVM page's cut of those
 * tables does not reach this page yet.
 * Lowered to 24.0 KB on 2026-11-25 (measured 23.63 KB, was 24.56 KB): the Stacks networks read the STX
 * decimals alone (`STACKS_NATIVE_DECIMALS`) and the not-installed connect error loads with such a
 * connect, so neither table ships with this page now.
 * Raised to 24.3 KB on 2026-11-29 (measured 24.17 KB, was 23.85 KB): the code-shape changes of the
 * EVM page above (+0.25 KB here) and the Solana and Stacks adapters' message catalogues (+0.07).
 * Raised to 24.5 KB on 2026-11-29 (measured 24.30 KB, was 24.17 KB): core's part of the first load
 * grew 0.13 KB on both pages (the EVM page measures 19.36 KB, was 19.23): the rule that opens a view
 * asked for without its data on the view where the visitor chooses it (in the modal's open), the
 * instance's typed `getProvider` and the account-data facade's access to stored sends.
 * Raised to 24.55 KB on 2026-11-29 (measured 24.51 KB, was 24.48 KB): the Solana adapter's lazy stub
 * declares and forwards `prepareSend`, so the embedded wallet and a paired Solana wallet send SOL
 * from the modal (they failed with "Method not supported"), and core's `connectPasskey` facade name.
 * Lowered to 21.72 KB on 2026-11-29 (measured 21.62 KB, was 24.67 KB): the Stacks wallet session
 * (discovery, the wallets' descriptors, transports, requests) loads with the adapters' code at
 * mount; the page keeps only @latch/stacks's lazy stub and session front (issue 32).
 * Lowered to 21.07 KB on 2026-11-30 (measured 21.04 KB, 21.49 KB in the same build before): the
 * Solana and Stacks network helpers the page calls no longer bring every cluster constant and
 * networkKind with them (a module the lazy adapters also read went into the first chunk whole), the
 * Stacks siwx option check no longer brings describeUntrusted, and the session front is smaller.
 */
// 21.07 → 21.12 on 2026-11-30 (measured 21.09 KB, 21.04 before the merge): with the modal's views
// in chunks of their own (merged the same day), Vite's bundler places the page's shared modules
// differently (one more dynamic entry changes which ones it can fold into the entry chunk).
// 21.12 → 19.55 on 2026-11-30 (measured 19.50 KB): the EVM page's core cuts (INITIAL_JS_BUDGET_KB),
// merged with the smaller Stacks and Solana stubs.
// 19.55 → 19.12 on 2026-11-30 (measured 19.07 KB): the same core cuts as INITIAL_JS_BUDGET_KB.
// Raised 19.12 → 19.45 on 2026-11-30 (measured 19.38 KB, was 19.07): the same entry code as
// INITIAL_JS_BUDGET_KB's raise (the connect code off a fresh visitor's mount).
// Raised 19.45 → 19.97 on 2026-11-30 (measured 19.92 KB, was 19.41): the EVM stored-wallet check
// at mount, as INITIAL_JS_BUDGET_KB's raise.
// Lowered 19.97 → 19.87 on 2026-11-30 (measured 19.82 KB): the Stacks stub after its discovery-first split and the slimmer frame (merged).
// Lowered 19.87 → 19.17 on 2026-11-30 (measured 19.12 KB): the same core cuts as INITIAL_JS_BUDGET_KB.
// Raised 19.17 → 19.21 on 2026-11-30 (measured 19.16 KB): as INITIAL_JS_BUDGET_KB's raise.
// Lowered 19.21 → 18.9 on 2026-11-30 (measured 18.85 KB): the same core cuts as INITIAL_JS_BUDGET_KB.
// Lowered 18.9 → 18.68 on 2026-11-30 (measured 18.63 KB): the adapter stubs' cuts (EVM, Solana, the Stacks session front).
// Raised 18.68 → 18.77 on 2026-11-30 (measured 18.72 KB): the wallet list's code with the data
// wiring, as INITIAL_JS_BUDGET_KB's raise.
// Raised 18.77 → 18.89 on 2026-12-01 (measured 18.84 KB, was 18.70): as INITIAL_JS_BUDGET_KB's raise.
// Raised 18.89 → 19.2 on 2026-12-01 (measured 19.13 KB, was 18.84): as INITIAL_JS_BUDGET_KB's raise.
// Lowered 19.2 → 13.05 on 2026-12-02 (measured 12.96 KB, was 19.13): as INITIAL_JS_BUDGET_KB's cut (the goal is 15).
// Raised 13.05 → 13.12 on 2026-12-03 (measured 13.09 KB, was 12.96; the goal is 15): as
// JS_BEFORE_CLICK_BUDGET_KB's raise (the reload's wait for the first paint).
export const FOUR_FAMILIES_JS_BUDGET_KB = 13.12

/**
 * Budget for all the JS the EVM page fetches before the first click (its load, the idle prefetch of
 * the modal's frame and of the view it opens on) minus React, KB gzip. The goal is 35 KB.
 * Set on 2026-11-30 to the measured 56.87 KB + 2% (was 78.2 KB): the modal's chunk no longer holds
 * the views; the prefetch loads the frame (with the icon drawing code) and the Connect view, and
 * every other view (~20 KB) loads when the modal goes to one, on the intent that leads there, or once
 * the modal is open and the browser idle. What remains before the click is the frame, the Connect
 * view and the components it shares with the others, the strings, the wallet list's code.
 * Lowered to 55.65 KB on 2026-11-30 (measured 55.60 KB, was 56.97): the i18n runtime's English is only the first view's (frame, Connect); the other views' words and the Send views' core errors load with those views.
 */
// 55.65 → 56.2 on 2026-11-30 (measured 55.59 KB): a 1% margin, as this figure moves by ~0.2 KB
// between runs of the same build (which lazily loaded chunks land inside the 300 ms settle window:
// the four-family page measured 65.47 and 65.64 KB in two runs).
// 56.2 → 53.5 on 2026-11-30 (measured 52.91 KB + 1%): the EVM adapter's code loaded at mount named
// the invalid-address message from the module holding EIP-55 and keccak, which came with it (-2.7 KB).
// 53.5 → 47.5 on 2026-11-30 (measured 47.03 KB + 1%, was 53.16): a visitor with nothing to restore
// loads no connect code before the click: the EVM adapter's discovery alone at mount (its own code
// with the first call, or once the open modal is idle), no restore code, no connection flows.
// 47.5 → 43.6 on 2026-11-30 (≤ 43.50 KB in 3 runs, was 46.74): a slimmer frame; logins load only if offered.
// Kept at 43.6 on 2026-11-30 (measured 43.44 KB with the EVM stored-wallet check of the first load,
// +0.45): the files are now concatenated in name order, not arrival order, which moved the figure
// by up to 0.25 KB between runs of one build.
// 43.6 → 42.5 on 2026-11-30 (measured 42.40 KB): the locale slice no longer carries the other
// locales' loaders and names (`@latch/i18n/locales`, fetched only to show a locale besides English).
// 42.5 → 41.75 on 2026-11-30 (measured 41.64 KB): core's messages' English leaves the runtime's
// (an English page without overrides shows them as thrown; `enCoreMessages` loads otherwise).
// 41.75 → 39.6 on 2026-11-30 (measured 39.56 KB, twice): the prefetch loads plain English (no ICU parser, formats, locale matching or overrides check); other views bring the whole translator.
// 41.75 → 40.14 on 2026-11-30 (measured 40.09 KB, was 41.64): the wallets controller's hosted registry and search code, the bundled Stacks/Bitcoin provider descriptors and the other views' chunk list leave the prefetch.
// 39.6 → 36.93 on 2026-11-30 (measured 36.88 KB): both cuts above merged, and the wallet list's two numbers
// read from the first-load constants instead of the whole CONSTANTS table (-0.6).
// 36.93 → 34.53 on 2026-11-30 (measured 34.48 KB): the network-switch rules load with the connect
// code (`ready()`), the "on view" rule with the router's first change, the first connected account,
// the first account-data read or `ready()`, and the account's connection code with the connection
// flows, so the mount no longer fetches them nor the chunk that names the slices' imports.
// 34.53 → 34.52 on 2026-11-30 (measured 34.47 KB): the wallet list's two chunks as one, and core's
// first-load cuts (the alerts apart from the first-load catalogue).
// 34.52 → 34.47 on 2026-11-30 (measured 34.42 KB): the adapter stubs' cuts.
// 34.47 → 33.98 on 2026-11-30 (measured 33.93 KB, twice, 20 files): the wallet list's code is part
// of the data wiring's chunk (one chunk and its loader fewer).
// Raised 33.98 → 34.28 on 2026-11-30 (measured 34.23 KB; the goal, 35, still met): the "on view"
// rule is part of the data wiring's chunk and starts with it at mount (after any restore), so its
// code (and the data wiring's `import()`s it names) arrives before the click. As a chunk of its own,
// loaded through loadSlices with the router's first change, it was two fetches and their preload
// links inside a click at once after load, and two during a reload's restore (the first connected
// account). pnpm bench open's at-once page, interleaved A/B of 40 loads each, 4 runs: press → painted
// median 75.8 → 71.0 ms, p90 114 → 104; a reload's address painted after hydration (30 reloads each, 2 runs):
// 25.9 → 22.9 and 28.3 → 25.8 ms, p90 39.9 → 31.4 and 38.5 → 33.9.
// Raised 34.28 → 34.40 on 2026-12-01 (measured 34.35 KB, was 34.26; the goal, 35, still met): the
// entry's part of INITIAL_JS_BUDGET_KB's raise, and the two modules the frame's chunk and Connect's
// share become chunks of their own now that the entry loads Connect's directly (no new code).
// Raised 34.40 → 34.8 on 2026-12-01 (measured 34.72 KB, was 34.35; the goal, 35, still met): the
// entry's part of INITIAL_JS_BUDGET_KB's raise (+0.27), and the connection records, loaded at mount,
// store the active address for the next reload to compare (+0.09).
// Raised 34.8 → 35 on 2026-12-02 (measured 34.98 KB, was 34.72; 35 is issue 32's goal, still met):
// the instance's code as a chunk of its own (INITIAL_JS_BUDGET_KB's cut, −6.3 KB of the first load)
// arrives before the click with the mount, and the modules it shares with the data wiring's and
// the Connect list's chunks become small chunks of their own (their import and export lines).
// Kept at 35 on 2026-12-02 (measured 34.97 KB in 20 files, was 34.96 in 25): the data wiring and
// the strings' slice are part of the instance's chunk, no longer chunks it loads once it has run.
// A click at once after load waited for the three one after the other; pnpm bench open's at-once
// opens, interleaved, 20 each: press → painted median 303 → 192 ms (the floor 99 and 93). Each
// file gzipped on its own, as a browser fetches it, the page's JS before the click is 107.13 →
// 105.20 KB.
// Raised 35 → 35.1 on 2026-12-03 (measured 35.08 KB; over issue 32's goal of 35 by 0.08): a reload's
// mount waits for the page to paint before it loads the restore's code (afterFirstPaint), so the
// address a wallet confirms paints without the 28 chunks' preload links and compiles in its frame:
// pnpm bench reload, wallet answering at once, 20 reloads each: Latch above React alone median
// 33.6 → 17.9 and 6.8 ms in two runs (the reload goal is 16). The wait's code is in the first load
// (+0.15 before the click); the restore's import left it for the connections controller's chunk (−0.07). What would win the 0.08 back: the preload helper's
// lists of chunk names (hashed, they do not compress) in the entry and the instance's chunk are
// ~1.5 KB gzip, one name per small chunk the app's bundler splits our shared modules into.
// Lowered 35.1 → 35 on 2026-12-03 (measured 34.67 KB, was 35.08; issue 32's goal, met again): the
// account-data slice's wiring (instance/createAccountDataWiring) loads through loadSlices after a
// connection, so the instance's chunk, fetched at mount, no longer carries its code nor the names
// of the six chunks it preloads (createAccountDataController, createDataCaches, createQueryCache,
// pickAccountDataSource, isSameAddress, nameServiceName).
// Kept at 35 on 2026-12-03 (measured 34.77 KB, was 34.67): the idle rehearsal of the modal's first
// view (warmUpModal, in the frame's chunk) lays the view out in a hidden host, so the first open no
// longer computes its style and layout in the click's frame: interleaved A/B of 30 settled opens
// each, twice, click → painted median 55.5 → 49.2 and 66.2 → 54.8 ms, p90 73.8 → 69.0 and 88.7 → 69.0.
export const JS_BEFORE_CLICK_BUDGET_KB = 35

/**
 * The same budget for the four-family page (EVM + Solana + Stacks/Bitcoin), KB gzip: measured
 * 66.50 KB + 2% on 2026-11-30 (was 88.7 KB). The goal is 35 KB beyond React for the EVM page.
 * Lowered to 65.45 KB on 2026-11-30 (measured 65.39 KB, was 66.42): the i18n runtime's English is only the first view's (see the EVM budget).
 */
// Raised to 66.1 KB on 2026-11-30 (measured 65.47 and 65.64 KB in two runs of one build, 1% above
// the higher): merged with the core's first-load cuts, whose wiring modules the four-family page's
// mount and prefetch fetch as chunks of their own (up to +0.25 KB before the click, for -1.5 KB in
// the first load), and the same ~0.2 KB run-to-run spread as the EVM figure.
// 66.1 → 62.5 on 2026-11-30 (measured 61.84 KB + 1%): as the EVM page (keccak off the mount).
// 62.5 → 58.1 on 2026-11-30 (measured 57.52 KB + 1%, was 62.13): as the EVM page (no connect code
// before the click for a visitor with nothing to restore).
// 58.1 → 55.1 on 2026-11-30 (measured 54.49 KB + 1%): the Solana adapter too starts its Wallet
// Standard discovery alone at mount (its own code, 4.1 KB and its helpers, after the click).
// 55.1 → 51.05 on 2026-11-30 (≤ 50.94 KB in 3 runs, was 54.54): the EVM page's frame and Connect cuts.
// Raised 51.05 → 51.85 on 2026-11-30 (measured 51.69 KB in name order): the EVM stored-wallet check
// in the first load (+0.5, see INITIAL_JS_BUDGET_KB) and the concatenation order fixed above.
// 51.85 → 47.8 on 2026-11-30 (measured 47.65 KB, was 51.69): Stacks/Bitcoin start one wallet discovery at mount,
// their session and adapters load after the click.
// 47.8 → 46.75 on 2026-11-30 (measured 46.65 KB): the other locales' loaders, as the EVM page.
// 46.75 → 45.7 on 2026-11-30 (measured 45.59 KB): core's messages' English, as the EVM page.
// 45.7 → 43.2 on 2026-11-30 (measured 43.14 KB, twice): the prefetch's plain English, as the EVM page.
// 45.7 → 44.16 on 2026-11-30 (measured 44.11 KB, was 45.59): the EVM page's wallet list and frame cuts.
// 43.2 → 40.86 on 2026-11-30 (measured 40.81 KB): as the EVM page.
// 40.86 → 38.41 on 2026-11-30 (measured 38.36 KB): as the EVM page.
// 38.41 → 38.34 on 2026-11-30 (measured 38.29 KB): as the EVM page.
// 38.34 → 38.16 on 2026-11-30 (measured 38.11 KB): the adapter stubs' cuts.
// 38.16 → 37.95 on 2026-11-30 (measured 37.90 KB): the wallet list's code with the data wiring.
// Raised 37.95 → 38.25 on 2026-11-30 (measured 38.20 KB): the "on view" rule with the data wiring,
// as JS_BEFORE_CLICK_BUDGET_KB's raise.
// Raised 38.25 → 38.35 on 2026-12-01 (measured 38.30 KB, was 38.22): as JS_BEFORE_CLICK_BUDGET_KB's raise.
// Raised 38.35 → 38.8 on 2026-12-01 (measured 38.70 KB, was 38.30): as JS_BEFORE_CLICK_BUDGET_KB's raise.
// Kept at 38.8 on 2026-12-02 (measured 38.71 KB, was 38.70): the instance's chunk, as JS_BEFORE_CLICK_BUDGET_KB.
// Raised 38.8 → 39.0 on 2026-12-02 (measured 38.92 KB, was 38.70): the data wiring and the strings'
// slice in the instance's chunk, as JS_BEFORE_CLICK_BUDGET_KB (26 → 22 files). No code was added:
// each file gzipped on its own, as a browser fetches it, the page's JS before the click fell 112.06
// → 110.23 KB; this figure gzips the files concatenated in name order, where the Stacks mount's
// chunk followed the two: what it adds to the concatenation's gzip rose 1.76 → 1.92 KB.
// Lowered 39 → 38.75 on 2026-12-03 (measured 38.54 KB, was 38.94): as JS_BEFORE_CLICK_BUDGET_KB's cut.
export const FOUR_FAMILIES_JS_BEFORE_CLICK_BUDGET_KB = 38.75

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, ManifestChunk>

/**
 * Figures of one benchmark run.
 *
 * @example
 * ```ts
 * const figures = await benchSizeApp({ runs: 5 })
 * figures.initialJsMinusReactKb // 21.3
 * ```
 */
export type SizeAppFigures = PageFigures & {
  reactBaselineKb: number
  /** The same figures for the four-family page (EVM + Solana + Stacks/Bitcoin). */
  fourFamilies: PageFigures
}

/**
 * Figures of one page of the size app.
 *
 * @example
 * ```ts
 * figures.fourFamilies.initialJsMinusReactKb // 47.9
 * ```
 */
export type PageFigures = {
  initialJsKb: number
  initialJsMinusReactKb: number
  initialFiles: string[]
  lazyFiles: number
  /** The lazy chunks' files (the modal's is `ModalRootChunk-*.js`). */
  lazyFileNames: string[]
  jsBeforeClickKb: number
  jsFilesBeforeClick: number
  /** The JS files the page fetched before the first click (file names, no path). */
  jsFileNamesBeforeClick: string[]
  clickToModalMs: number[]
  clickToModalMedianMs: number
  foreignRequestsBeforeClick: string[]
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024

/**
 * What a page of a size-app build loads first: the gzip KB of its entry chunk and the entry's static
 * imports, their files, and the chunks that stay lazy (from the build's Vite manifest).
 *
 * @param outDir - The build's output folder.
 * @returns The figure and the files.
 * @example
 * ```ts
 * initialJs('test-output/size-app/latch').files // ['assets/index-x.js', 'assets/LatchError-y.js', …]
 * ```
 */
export function initialJs(outDir: string): { kb: number; files: string[]; lazy: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error(`no entry in the manifest of ${outDir}`)
  const seen = new Set<string>()
  const stack = [entryKey]
  while (stack.length > 0) {
    const key = stack.pop()!
    if (seen.has(key)) continue
    seen.add(key)
    stack.push(...(manifest[key]?.imports ?? []))
  }
  const files = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'))
  const kb = gzipKb(Buffer.concat(files.map((f) => readFileSync(path.join(outDir, f)))))
  const allJs = new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  )
  return { kb, files, lazy: [...allJs].filter((file) => !files.includes(file)) }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Builds the size app and its React baseline, then measures them in headless Chromium.
 *
 * @param options - Number of click runs (at least 5) and the output folder.
 * @returns The figures.
 * @example
 * ```ts
 * const figures = await benchSizeApp({ runs: 5 })
 * ```
 */
export async function benchSizeApp(
  options: { runs?: number; outDir?: string } = {},
): Promise<SizeAppFigures> {
  const runs = Math.max(5, options.runs ?? 7)
  const outRoot = path.resolve(options.outDir ?? 'test-output/size-app')
  const baselineDir = path.join(outRoot, 'react-only')
  await buildSizeApp('react-only.html', baselineDir)
  const baseline = initialJs(baselineDir)
  const evm = await benchPage('index.html', path.join(outRoot, 'latch'), baseline.kb, runs)
  const fourFamilies = await benchPage(
    'four-families.html',
    path.join(outRoot, 'four-families'),
    baseline.kb,
    runs,
  )
  return { ...evm, reactBaselineKb: baseline.kb, fourFamilies }
}

/** Builds one Latch page of the size app and measures it in headless Chromium. */
async function benchPage(
  page: 'index.html' | 'four-families.html',
  outDir: string,
  reactKb: number,
  runs: number,
): Promise<PageFigures> {
  await buildSizeApp(page, outDir)
  // The server answers every unknown path (e.g. /favicon.ico) with index.html.
  if (page !== 'index.html') renameSync(path.join(outDir, page), path.join(outDir, 'index.html'))
  const latch = initialJs(outDir)
  const modalChunk = builtChunkFile(outDir, MODAL_CHUNK_SOURCE)
  const server = await startDemoServer({
    distDir: outDir,
    config: { evmChains: [], evmTokens: [], evmNfts: [], devWalletAddress: undefined },
  })
  const browser = await launchChromium({ full: true })
  const timings: number[] = []
  let jsBeforeClick: { kb: number; count: number; names: string[] } = { kb: 0, count: 0, names: [] }
  let foreign: string[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const guarded = await guardedPage(browser)
      const { page } = guarded
      const jsBodies = new Map<string, Buffer>()
      page.on('response', (response) => {
        const url = response.url()
        if (url.endsWith('.js'))
          void response
            .body()
            .then((body) => jsBodies.set(url, body))
            .catch(() => {})
      })
      await page.goto(server.url, { waitUntil: 'load' })
      await page.waitForSelector('[data-latch-connect-button]')
      // Let the idle prefetch of the modal's code finish: wait until the modal's chunk has arrived,
      // then until no JS arrives for 300 ms. The prefetch waits for an idle moment (at most 2 s):
      // on a loaded machine the mount's chunks can all be in more than 300 ms before it starts.
      const prefetchBy = Date.now() + 30_000
      while (![...jsBodies.keys()].some((url) => url.endsWith(`/${modalChunk}`))) {
        if (Date.now() > prefetchBy)
          throw new Error("the idle prefetch did not fetch the modal's chunk within 30 s")
        await page.waitForTimeout(50)
      }
      let count = -1
      while (count !== jsBodies.size) {
        count = jsBodies.size
        await page.waitForTimeout(300)
      }
      if (run === 0) {
        // concatenated in the files' name order, not as they arrived: the same files give the same figure
        const bodies = [...jsBodies].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        jsBeforeClick = {
          kb: gzipKb(Buffer.concat(bodies.map(([, body]) => body))),
          count: jsBodies.size,
          names: [...jsBodies.keys()].map((url) => url.split('/').pop() ?? url),
        }
        foreign = [...guarded.foreignRequests]
      }
      await page.evaluate(() => {
        const w = window as unknown as { __latchBench: Promise<number> }
        w.__latchBench = new Promise<number>((resolve) => {
          let clickAt: number | undefined
          document.addEventListener('click', () => (clickAt ??= performance.now()), { capture: true })
          const observer = new MutationObserver(() => {
            if (clickAt === undefined || !document.querySelector('[role="dialog"] [data-latch-view]')) return
            observer.disconnect()
            requestAnimationFrame(() => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => resolve(performance.now() - (clickAt ?? 0))
              channel.port2.postMessage(null)
            })
          })
          observer.observe(document.body, { childList: true, subtree: true })
        })
      })
      await page.click('[data-latch-connect-button]')
      timings.push(
        await page.evaluate(() => (window as unknown as { __latchBench: Promise<number> }).__latchBench),
      )
      await guarded.context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
  return {
    initialJsKb: latch.kb,
    initialJsMinusReactKb: latch.kb - reactKb,
    initialFiles: latch.files,
    lazyFiles: latch.lazy.length,
    lazyFileNames: latch.lazy,
    jsBeforeClickKb: jsBeforeClick.kb,
    jsFilesBeforeClick: jsBeforeClick.count,
    jsFileNamesBeforeClick: jsBeforeClick.names,
    clickToModalMs: timings,
    clickToModalMedianMs: median(timings),
    foreignRequestsBeforeClick: foreign,
  }
}

/**
 * Prints the figures as the benchmark report.
 *
 * @param f - Figures from {@link benchSizeApp}.
 * @example
 * ```ts
 * printFigures(await benchSizeApp())
 * ```
 */
export function printFigures(f: SizeAppFigures): void {
  console.log(`React-only baseline, gzip: ${f.reactBaselineKb.toFixed(2)} KB`)
  printPage('Latch size app (one connect button, EVM adapter):', f, INITIAL_JS_BUDGET_KB, 12)
  printPage(
    'Latch size app, four families (one connect button, EVM + Solana + Stacks/Bitcoin adapters):',
    f.fourFamilies,
    FOUR_FAMILIES_JS_BUDGET_KB,
    15,
  )
}

function printPage(title: string, f: PageFigures, budgetKb: number, goalKb: number): void {
  const kb = (n: number) => `${n.toFixed(2)} KB`
  console.log(title)
  console.log(
    `  initial JS (entry + static imports), gzip: ${kb(f.initialJsKb)} in ${f.initialFiles.length} file(s)`,
  )
  console.log(
    `  initial JS minus React:                    ${kb(f.initialJsMinusReactKb)} (budget ${budgetKb} KB; goal ${goalKb} KB)`,
  )
  console.log(`  lazy chunks (modal, chain SDKs):           ${f.lazyFiles}`)
  console.log(
    `  all JS fetched before the first click:     ${kb(f.jsBeforeClickKb)} in ${f.jsFilesBeforeClick} file(s)`,
  )
  console.log(
    `  click → modal content visible, median:     ${f.clickToModalMedianMs.toFixed(1)} ms (runs: ${f.clickToModalMs.map((t) => t.toFixed(1)).join(', ')}; against React: pnpm bench open)`,
  )
  console.log(`  requests to other hosts before the click:  ${f.foreignRequestsBeforeClick.length}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runsArg = process.argv.find((a) => a.startsWith('--runs='))
  const figures = await benchSizeApp(runsArg ? { runs: Number(runsArg.slice(7)) } : {})
  printFigures(figures)
  writeFileSync('test-output/bench-app.json', `${JSON.stringify(figures, null, 2)}\n`)
  const withinBudget =
    figures.initialJsMinusReactKb <= INITIAL_JS_BUDGET_KB &&
    figures.fourFamilies.initialJsMinusReactKb <= FOUR_FAMILIES_JS_BUDGET_KB
  const quiet =
    figures.foreignRequestsBeforeClick.length === 0 &&
    figures.fourFamilies.foreignRequestsBeforeClick.length === 0
  process.exit(withinBudget && quiet ? 0 : 1)
}

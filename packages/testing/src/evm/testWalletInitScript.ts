import type {
  TestWalletControls,
  TestWalletInfo,
  TestWalletProvider,
  TestWalletRequest,
} from './testWalletTypes'

/**
 * The controls the injected script puts at `window.__latchTestWallets[rdns]`, for typing
 * `page.evaluate` callbacks.
 *
 * @example
 * ```ts
 * await page.evaluate(() => {
 *   const wallets = (window as unknown as { __latchTestWallets: Record<string, PageTestWalletControls> }).__latchTestWallets
 *   wallets['dev.latch.test'].rejectNext({ method: 'personal_sign' })
 * })
 * ```
 */
export type PageTestWalletControls = TestWalletControls & {
  provider: TestWalletProvider
  /** Every request received, in order. */
  calls: TestWalletRequest[]
}

/**
 * Options of {@link testWalletInitScript}.
 *
 * @example
 * ```ts
 * const options: TestWalletInitScriptOptions = {
 *   rpcUrl: chain.url, chainId: chain.chainId, accounts: [chain.accounts[0].address], info,
 * }
 * ```
 */
export type TestWalletInitScriptOptions = {
  /** JSON-RPC URL of the dev chain (its accounts are unlocked, so the node signs). */
  rpcUrl: string
  /** Chain id the wallet starts on. */
  chainId: number
  /** Addresses the wallet exposes; the node must have them unlocked. */
  accounts: readonly string[]
  /** What the wallet announces over EIP-6963. */
  info: TestWalletInfo
  /** Other chains the wallet knows (chain id to RPC URL). */
  chains?: Readonly<Record<number, string>>
  /** Also set `window.ethereum` to this wallet (a legacy injected wallet). Defaults to false. */
  legacy?: boolean
  /** Start authorised (as if connected before). Defaults to false. */
  authorized?: boolean
  /** Milliseconds the wallet takes to answer each request from the page's first script on. Defaults to 0. */
  delayMs?: number
  /**
   * Answer ERC-7846 `wallet_connect`, signing in with the `signInWithEthereum` capability in the
   * same prompt (the EIP-4361 message written from the capability's fields, signed by the node).
   * Defaults to false: the wallet refuses the method as unsupported (4200), as wallets without it do.
   */
  signIn?: boolean
}

// Plain JavaScript, run in the page as is: it must not reference anything outside itself.
const PAGE_SOURCE = `
(function (config) {
  var chains = {};
  Object.keys(config.chains || {}).forEach(function (id) { chains[Number(id)] = config.chains[id]; });
  chains[config.chainId] = config.rpcUrl;
  var state = { chainId: config.chainId, authorized: !!config.authorized, accounts: config.accounts.slice(), delayMs: config.delayMs || 0, once: [], always: [], calls: [] };
  var listeners = {};
  var rpcId = 0;
  function hex(id) { return '0x' + id.toString(16); }
  function rpcError(code, message, data) { var e = new Error(message); e.code = code; if (data !== undefined) e.data = data; return e; }
  function emit(event, value) { (listeners[event] || []).slice().forEach(function (l) { l(value); }); }
  function exposed() { return state.authorized ? state.accounts.slice() : []; }
  function forward(method, params) {
    return fetch(chains[state.chainId], { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method: method, params: params }) })
      .then(function (r) { return r.json(); })
      .then(function (body) { if (body.error) throw rpcError(body.error.code, body.error.message, body.error.data); return body.result; });
  }
  function requireAccount(address) {
    var ok = state.authorized && typeof address === 'string' && state.accounts.some(function (a) { return a.toLowerCase() === address.toLowerCase(); });
    if (!ok) throw rpcError(4100, 'The requested account has not been authorized by the user.');
  }
  function switchChain(target) {
    if (!chains[target]) throw rpcError(4902, 'Unrecognized chain ID "' + hex(target) + '".');
    if (target !== state.chainId) { state.chainId = target; emit('chainChanged', hex(target)); }
  }
  function utf8Hex(text) {
    return '0x' + Array.from(new TextEncoder().encode(text)).map(function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  }
  function siweMessage(f, address) {
    var text = (f.scheme ? f.scheme + '://' : '') + f.domain + ' wants you to sign in with your Ethereum account:\\n' + address + '\\n\\n';
    if (f.statement) text += f.statement + '\\n';
    var lines = ['URI: ' + f.uri, 'Version: ' + (f.version || '1'), 'Chain ID: ' + Number(f.chainId), 'Nonce: ' + f.nonce, 'Issued At: ' + f.issuedAt];
    if (f.expirationTime) lines.push('Expiration Time: ' + f.expirationTime);
    if (f.notBefore) lines.push('Not Before: ' + f.notBefore);
    if (f.requestId) lines.push('Request ID: ' + f.requestId);
    if (f.resources && f.resources.length) lines.push('Resources:', f.resources.map(function (r) { return '- ' + r; }).join('\\n'));
    return text + '\\n' + lines.join('\\n');
  }
  function walletConnect(params) {
    if (!config.signIn) throw rpcError(4200, 'The requested method is not supported.');
    state.authorized = true; emit('connect', { chainId: hex(state.chainId) });
    var caps = params[0] && params[0].capabilities;
    var siwe = caps && caps.signInWithEthereum;
    var accounts = exposed().map(function (a) { return { address: a, capabilities: {} }; });
    var answer = { accounts: accounts, chainIds: [hex(state.chainId)] };
    if (!siwe) return answer;
    var message = siweMessage(siwe, accounts[0].address);
    return forward('personal_sign', [utf8Hex(message), accounts[0].address]).then(function (signature) {
      accounts[0].capabilities.signInWithEthereum = { message: message, signature: signature };
      return answer;
    });
  }
  var granted = {};
  var grantNonce = 0;
  // ERC-7715: each request granted to its session account for the active account, the context
  // being the node's signature over the grant; a revoke with a permissionContext drops it
  function grantPermissions(requests) {
    var from = state.accounts[0];
    requireAccount(from);
    if (!requests.length || !requests.every(function (r) { return r && typeof r === 'object'; }))
      throw rpcError(-32602, 'Invalid permission requests');
    return Promise.all(requests.map(function (request) {
      if (Number(request.chainId) !== state.chainId) throw rpcError(-32602, 'Permissions on this chain are not supported');
      var grant = Object.assign({}, request, { from: from });
      return forward('personal_sign', [utf8Hex(JSON.stringify({ grant: grant, nonce: ++grantNonce })), from]).then(function (context) {
        granted[context] = Object.assign({}, grant, { context: context });
        return Object.assign({}, grant, { context: context, dependencies: [] });
      });
    }));
  }
  function isGrantRevoke(params) { return !!(params[0] && typeof params[0] === 'object' && 'permissionContext' in params[0]); }
  function revokeGrant(params) {
    requireAccount(state.accounts[0]);
    var context = params[0].permissionContext;
    if (typeof context !== 'string' || !granted[context]) throw rpcError(-32602, 'No permission has this context');
    delete granted[context];
    return null;
  }
  function handle(method, params) {
    switch (method) {
      case 'wallet_grantPermissions': return grantPermissions(params);
      case 'wallet_getGrantedExecutionPermissions': return Object.keys(granted).map(function (k) { return granted[k]; });
      case 'wallet_connect': return walletConnect(params);
      case 'eth_requestAccounts': state.authorized = true; emit('connect', { chainId: hex(state.chainId) }); return exposed();
      case 'eth_accounts': return exposed();
      case 'eth_chainId': return hex(state.chainId);
      case 'net_version': return String(state.chainId);
      case 'wallet_requestPermissions': state.authorized = true; return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_revokePermissions': if (isGrantRevoke(params)) return revokeGrant(params); state.authorized = false; return null;
      case 'wallet_switchEthereumChain': switchChain(Number(params[0] && params[0].chainId)); return null;
      case 'wallet_addEthereumChain': {
        var p = params[0] || {}; var id = Number(p.chainId); var url = p.rpcUrls && p.rpcUrls[0];
        if (!url || !(id > 0)) throw rpcError(-32602, 'Invalid chain parameters');
        chains[id] = url; switchChain(id); return null;
      }
      case 'personal_sign': requireAccount(params[1]); return forward(method, params);
      case 'eth_signTypedData_v4': requireAccount(params[0]); return forward(method, params);
      case 'eth_sendTransaction': requireAccount(params[0] && params[0].from); return forward(method, params);
      default: return forward(method, params);
    }
  }
  var provider = {
    isLatchTestWallet: true,
    request: function (args) {
      state.calls.push({ method: args.method, params: args.params });
      var params = Array.isArray(args.params) ? args.params : [];
      var wait = state.delayMs > 0 ? new Promise(function (r) { setTimeout(r, state.delayMs); }) : Promise.resolve();
      return wait.then(function () {
        var match = function (r) { return !r.method || r.method === args.method; };
        var i = state.once.findIndex(match);
        var rule = i >= 0 ? state.once.splice(i, 1)[0] : state.always.find(match);
        if (rule) throw rpcError(rule.code || 4001, rule.message || 'User rejected the request.');
        return handle(args.method, params);
      });
    },
    on: function (event, listener) { (listeners[event] = listeners[event] || []).push(listener); return provider; },
    removeListener: function (event, listener) { listeners[event] = (listeners[event] || []).filter(function (l) { return l !== listener; }); return provider; },
  };
  var detail = Object.freeze({ info: Object.freeze(Object.assign({}, config.info)), provider: provider });
  function announce() { window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail })); }
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (config.legacy) window.ethereum = provider;
  window.__latchTestWallets = window.__latchTestWallets || {};
  window.__latchTestWallets[config.info.rdns] = {
    provider: provider,
    calls: state.calls,
    rejectNext: function (rule) { state.once.push(rule || {}); },
    rejectAlways: function (rule) { state.always.push(rule || {}); },
    clearRejections: function () { state.once.length = 0; state.always.length = 0; },
    setDelay: function (ms) { state.delayMs = ms; },
    switchAccount: function (address) {
      var i = state.accounts.findIndex(function (a) { return a.toLowerCase() === address.toLowerCase(); });
      if (i < 0) throw new Error('The test wallet does not hold ' + address);
      state.accounts = [state.accounts[i]].concat(state.accounts.filter(function (_, j) { return j !== i; }));
      if (state.authorized) emit('accountsChanged', exposed());
    },
    switchChain: function (id) { switchChain(id); },
    disconnect: function () { state.authorized = false; emit('accountsChanged', []); emit('disconnect', rpcError(4900, 'The provider is disconnected from all chains.')); },
  };
})`

/**
 * A self-contained script that installs a test wallet in a browser page: an EIP-1193 provider
 * announced over EIP-6963 (on load and on each `eip6963:requestProvider`) that answers
 * `eth_accounts`, `eth_requestAccounts`, `eth_chainId`, `wallet_switchEthereumChain` and
 * `wallet_addEthereumChain` (and, with `signIn`, ERC-7846 `wallet_connect`) itself, grants and
 * revokes ERC-7715 permissions (`wallet_grantPermissions`, a `wallet_revokePermissions` with a
 * `permissionContext`, `wallet_getGrantedExecutionPermissions`; the EIP-2255 revoke still ends the
 * page's access) and forwards the rest, signing included, to the dev chain
 * (whose accounts are unlocked). Controls live at `window.__latchTestWallets[rdns]`:
 * `rejectNext`, `rejectAlways`, `clearRejections`, `setDelay`, `switchAccount`, `switchChain`,
 * `disconnect`, `calls`.
 *
 * @param options - Chain, accounts and EIP-6963 info.
 * @returns JavaScript source for Playwright's `page.addInitScript`.
 * @example
 * ```ts
 * await page.addInitScript(testWalletInitScript({
 *   rpcUrl: chain.url, chainId: chain.chainId, accounts: [chain.accounts[0].address],
 *   info: { uuid: 'test-1', name: 'Test Wallet', icon: TEST_WALLET_ICON, rdns: 'dev.latch.test' },
 * }))
 * await page.evaluate(() => window.__latchTestWallets['dev.latch.test'].rejectNext({ method: 'personal_sign' }))
 * ```
 */
export function testWalletInitScript(options: TestWalletInitScriptOptions): string {
  const config = {
    rpcUrl: options.rpcUrl,
    chainId: options.chainId,
    accounts: [...options.accounts],
    info: options.info,
    chains: options.chains ?? {},
    legacy: options.legacy ?? false,
    authorized: options.authorized ?? false,
    delayMs: options.delayMs ?? 0,
    signIn: options.signIn ?? false,
  }
  // JSON inside a script: escape "<" so a value can never close a surrounding <script> tag.
  return `${PAGE_SOURCE.trim()}(${JSON.stringify(config).replace(/</g, '\\u003c')});\n`
}

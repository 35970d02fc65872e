/**
 * The simulated vendor's HTML5 game page: self-contained (inline CSS and script, no external files).
 * The page writes every value as text (textContent, never markup), reads its data from a JSON block
 * and runs under the simulator's own sandboxed CSP (platform/http/security-headers.ts simulatorCsp):
 * its one script and style are allowed by their hashes, exported here.
 */
import { cspHash } from '../platform/http/security-headers';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SimPageData {
  ticket: string;
  vendorCode: string;
  gameCode: string;
  currency: string;
  balance: string;
  demo: boolean;
  pays: Record<string, number>;
  twoCherries: number;
  rtp: number;
}

const ERROR_STYLE = `body{font-family:system-ui,sans-serif;background:#10151f;color:#e8edf5;display:grid;place-items:center;height:100vh;margin:0}
div{background:#1b2433;padding:32px 40px;border-radius:14px;text-align:center}`;

const STYLE = `
  :root { --bg:#0d1320; --panel:#172035; --gold:#f5c451; --text:#eef2f8; --muted:#8a97b0; }
  * { box-sizing: border-box; }
  body { margin:0; min-height:100vh; font-family: system-ui, -apple-system, "Segoe UI", sans-serif;
    background: radial-gradient(circle at 50% 0%, #24324f, var(--bg) 70%); color: var(--text);
    display:flex; align-items:center; justify-content:center; }
  .cabinet { width:min(520px, 96vw); background:var(--panel); border-radius:22px; padding:22px;
    box-shadow: 0 20px 60px #0008, inset 0 0 0 2px #2c3a5a; }
  header { display:flex; justify-content:space-between; align-items:baseline; margin-bottom:14px; }
  h1 { font-size:20px; margin:0; letter-spacing:.5px; }
  .vendor { color:var(--muted); font-size:12px; }
  .demo { background:#7b3df5; color:white; padding:2px 8px; border-radius:8px; font-size:11px; margin-left:6px; }
  .reels { display:grid; grid-template-columns:repeat(3,1fr); gap:10px; background:#0b111d; padding:12px;
    border-radius:14px; position:relative; }
  .reels::after { content:""; position:absolute; left:8px; right:8px; top:50%; height:2px; background:#f5c45188; }
  .reel { height:210px; overflow:hidden; border-radius:10px; background:linear-gradient(#fff1, #fff0 30%, #fff0 70%, #fff1); }
  .cell { height:70px; display:flex; align-items:center; justify-content:center; font-size:44px; }
  .reel.spinning .strip { animation: roll .12s linear infinite; }
  @keyframes roll { from { transform: translateY(-70px); } to { transform: translateY(0); } }
  .bar { display:flex; gap:10px; align-items:center; margin-top:16px; flex-wrap:wrap; }
  .stat { flex:1; background:#0b111d; border-radius:10px; padding:8px 12px; min-width:120px; }
  .stat small { color:var(--muted); display:block; font-size:11px; }
  .stat b { font-size:18px; }
  select, button { font:inherit; border:0; border-radius:10px; padding:12px 16px; }
  select { background:#0b111d; color:var(--text); }
  button { background:linear-gradient(#ffd56a, #e0a526); color:#3a2600; font-weight:700; cursor:pointer; min-width:120px; }
  button:disabled { filter:grayscale(1); cursor:wait; }
  .message { min-height:24px; margin-top:12px; text-align:center; font-weight:600; }
  .win { color:var(--gold); } .error { color:#ff7b7b; }
  details { margin-top:12px; color:var(--muted); font-size:13px; }
  table { width:100%; border-collapse:collapse; } td { padding:3px 6px; }
`;

const GAME_SCRIPT = `
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('sim-data').textContent);
  var ICON = { cherry: '\u{1F352}', lemon: '\u{1F34B}', bell: '\u{1F514}', star: '\u2B50', seven: '7\uFE0F\u20E3' };
  var BETS = ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00'];
  function $(id) { return document.getElementById(id); }
  function icon(symbol) { return Object.prototype.hasOwnProperty.call(ICON, symbol) ? ICON[symbol] : '?'; }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = String(text);
    return node;
  }
  function say(text, kind) { $('message').textContent = text; $('message').className = 'message' + (kind ? ' ' + kind : ''); }
  $('title').textContent = D.gameCode;
  $('vendor').textContent = D.vendorCode + ' \u00B7 simulated vendor';
  if (D.demo) $('vendor').appendChild(el('span', 'demo', 'DEMO'));
  $('balance').textContent = D.balance + ' ' + D.currency;
  $('two').textContent = String(D.twoCherries);
  $('rtp').textContent = (D.rtp * 100).toFixed(2) + '%';
  Object.keys(D.pays).forEach(function (s) {
    var tr = el('tr');
    tr.appendChild(el('td', '', icon(s) + icon(s) + icon(s)));
    tr.appendChild(el('td', '', D.pays[s] + '\u00D7 bet'));
    $('pays').appendChild(tr);
  });
  BETS.forEach(function (b) { var o = el('option', '', 'Bet ' + b); o.value = b; $('bet').appendChild(o); });
  var reels = [0, 1, 2].map(function () {
    var reel = el('div', 'reel');
    reel.appendChild(el('div', 'strip'));
    $('reels').appendChild(reel);
    return reel;
  });
  function show(window) {
    reels.forEach(function (reel, r) {
      reel.firstChild.replaceChildren.apply(reel.firstChild, [0, 1, 2].map(function (row) {
        return el('div', 'cell', icon(window[row] && window[row][r]));
      }));
    });
  }
  show([['cherry', 'lemon', 'bell'], ['star', 'seven', 'cherry'], ['lemon', 'bell', 'star']]);
  function sleep(ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); }
  // The page has an opaque origin (sandbox): a form-encoded post is a simple CORS request, no preflight.
  $('spin').onclick = async function () {
    $('spin').disabled = true; say('');
    reels.forEach(function (r) { r.classList.add('spinning'); });
    try {
      var res = await fetch('/vendor-sim/spin', {
        method: 'POST',
        body: new URLSearchParams({ ticket: D.ticket, bet: $('bet').value }),
      });
      var out = await res.json();
      await sleep(500);
      for (var i = 0; i < 3; i++) { reels[i].classList.remove('spinning'); if (out.window) await sleep(250); }
      if (!res.ok) {
        say(out.message || 'Refused', 'error');
        if (out.balance) $('balance').textContent = out.balance + ' ' + D.currency;
        return;
      }
      show(out.window);
      $('balance').textContent = out.balance + ' ' + D.currency;
      $('win').textContent = out.win;
      $('round').textContent = 'Round ' + out.roundId;
      if (Number(out.win) > 0) say('WIN ' + out.win + '!', 'win');
    } catch (e) {
      say('Connection problem', 'error');
    } finally {
      reels.forEach(function (r) { r.classList.remove('spinning'); });
      $('spin').disabled = false;
    }
  };
})();
`;

/** The CSP sources of the game page's and the error page's inline code. */
export const SIM_PAGE_SOURCES = {
  scripts: [cspHash(GAME_SCRIPT)],
  styles: [cspHash(STYLE), cspHash(ERROR_STYLE)],
};

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game unavailable</title>
<style>${ERROR_STYLE}</style></head>
<body><div><h1>Game unavailable</h1><p>${escapeHtml(message)}</p></div></body></html>`;
}

export function gamePage(d: SimPageData): string {
  // A data block, not script: "<" is escaped so that no value can close the element.
  const data = JSON.stringify(d).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(d.gameCode)} · ${escapeHtml(d.vendorCode)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="cabinet">
  <header><div><h1 id="title"></h1><span class="vendor" id="vendor"></span></div><span id="round" class="vendor"></span></header>
  <div class="reels" id="reels"></div>
  <div class="bar">
    <div class="stat"><small>Balance</small><b id="balance"></b></div>
    <div class="stat"><small>Win</small><b id="win">0.00</b></div>
    <select id="bet" aria-label="Bet"></select>
    <button id="spin">SPIN</button>
  </div>
  <div class="message" id="message"></div>
  <details><summary>Rules and paytable</summary>
    <p>Three reels, one line (the middle row). Three of a kind pays the multiple of the bet below;
       two cherries on the first two reels pay <span id="two"></span>× the bet. RTP <span id="rtp"></span>.</p>
    <table id="pays"></table>
  </details>
</main>
<script type="application/json" id="sim-data">${data}</script>
<script>${GAME_SCRIPT}</script>
</body>
</html>`;
}

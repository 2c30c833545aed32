/**
 * With a server-rendered first view, the app starts after that view has painted: the entry script and
 * the modules Vite preloads are fetched by a small inline module once the view's largest image has
 * loaded (or 3 s have passed) and a frame has been drawn (modulepreload, then the entry's import), in
 * short tasks. A phone on a slow network spends its first bandwidth and CPU on the page it shows — its
 * stylesheet, its largest image, its paint — and loads and runs the app right after, instead of before.
 */
import { jsonForScript } from './html.js';
import { SCREEN_CODE_ELEMENT_ID } from './screenCode.js';

/** The entry Vite writes into index.html, and the entry's imports it preloads. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

function bootScript(entry: string, preloads: string[]): string {
  return [
    '(async()=>{',
    // The first view's largest image loaded (or 3 s), then a frame drawn (or 250 ms, in a hidden tab).
    'const i=document.querySelector(\'#root img[fetchpriority="high"]\');',
    'if(i&&!i.complete)await new Promise(r=>{',
    "i.addEventListener('load',r);i.addEventListener('error',r);setTimeout(r,3e3)});",
    'await new Promise(r=>{requestAnimationFrame(()=>setTimeout(r));setTimeout(r,250)});',
    // Every module's fetch started, one per task (starting a request costs a phone ~10 ms of its main thread): the
    // entry's imports, then the page's screen's chunks (screenCode.ts, evaluated when the router loads the screen).
    // Then one module chunk evaluated per task (the entry's imports, then the entry).
    `const m=${jsonForScript(preloads)};`,
    'const t=()=>new Promise(r=>setTimeout(r));',
    `const s=document.getElementById(${jsonForScript(SCREEN_CODE_ELEMENT_ID)});`,
    "for(const h of s?m.concat(JSON.parse(s.textContent)):m){const l=document.createElement('link');",
    "l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l);await t()}",
    'for(const h of m){await import(h);await t()}',
    `await import(${jsonForScript(entry)})})()`,
  ].join('');
}

/** The inline module that starts index.html's app after the first paint; null when it has no entry of Vite's form. */
export function bootScriptOf(html: string): string | null {
  const entry = ENTRY.exec(html);
  if (!entry) return null;
  const preloads = [...html.matchAll(PRELOADS)].map((match) => match[1]!);
  return bootScript(entry[1]!, preloads);
}

/** index.html with its entry started after the first paint; unchanged when it has no entry of Vite's form. */
export function startAfterFirstPaint(html: string): string {
  const boot = bootScriptOf(html);
  if (boot === null) return html;
  return html.replace(PRELOADS, '').replace(ENTRY, () => `<script type="module">${boot}</script>`);
}

/**
 * Taps made before hydration (@tote/contract/early-taps): while the app's scripts still load, a server-drawn
 * button looks ready but nothing answers it. This script, first in the page's head, holds back each click on a
 * `button` or `[role=button]` of `#root` (default prevented, propagation stopped, so a submit button posts no
 * form) and queues the element; it also notes each radio and checkbox of `#root` the shopper sets and each
 * field typed in or chosen from (with its value, since the app may write its own into it when it hydrates), which
 * keep their native behaviour, as links do. The web replays the queue once it has hydrated the page. Without
 * JavaScript the script does not run and the page is plain HTML.
 * Its text is the same on every page: the pages' Content-Security-Policy allows it by its hash (inlineScripts.ts).
 */
import { EARLY_TAPS_QUEUE, EARLY_VALUES, HYDRATED_FLAG } from '@tote/contract/early-taps';
import { jsonForScript } from './html.js';

const QUEUE = jsonForScript(EARLY_TAPS_QUEUE);
const HYDRATED = jsonForScript(HYDRATED_FLAG);
const VALUES = jsonForScript(EARLY_VALUES);

/** The script's text. */
export const EARLY_TAPS_SCRIPT = [
  '(()=>{',
  `const w=window,q=w[${QUEUE}]=[],v=w[${VALUES}]=new Map();`,
  "const inRoot=(e)=>{const r=document.getElementById('root');return r!==null&&r.contains(e)};",
  "w.addEventListener('click',(e)=>{",
  `if(w[${HYDRATED}]||!(e.target instanceof Element))return;`,
  "const b=e.target.closest('button,[role=button]');",
  "if(b===null||b.matches('input,a[href]')||!inRoot(b))return;",
  'e.preventDefault();e.stopImmediatePropagation();q.push(b)},true);',
  // A radio or checkbox at each change; a field (text, select, textarea) with its value, once per run of changes.
  'const note=(e)=>{const t=e.target;',
  `if(w[${HYDRATED}]||!(t instanceof Element)||!inRoot(t))return;`,
  "if(t instanceof HTMLInputElement&&(t.type==='radio'||t.type==='checkbox')){if(e.type==='change')q.push(t);return}",
  'if(!(t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement||t instanceof HTMLInputElement&&',
  '!/^(file|submit|button|reset|image|hidden)$/.test(t.type)))return;',
  'v.set(t,t.value);if(q[q.length-1]!==t)q.push(t)};',
  "w.addEventListener('input',note,true);w.addEventListener('change',note,true)})()",
].join('');

const CHARSET = /<meta\s+charset=[^>]*>/i;
const HEAD = /<head\b[^>]*>/i;

/**
 * The page with the script first in its head (after `<meta charset>`): ahead of the stylesheet, which would
 * hold an inline script back until it loaded, and of the app's scripts. Unchanged without a `<head>`.
 */
export function withEarlyTaps(html: string): string {
  const at = CHARSET.exec(html) ?? HEAD.exec(html);
  if (!at) return html;
  const end = at.index + at[0].length;
  return `${html.slice(0, end)}<script>${EARLY_TAPS_SCRIPT}</script>${html.slice(end)}`;
}

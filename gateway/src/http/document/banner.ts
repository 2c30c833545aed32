/**
 * The banner's reserved strip (contract/popups.ts): on a browsing page, the document's first inline script
 * picks the banner due by the browser's own records and marks `<html data-banner="popId">` before anything is
 * drawn, so the strip above the header is there from the first paint and the web fills it with that banner.
 * The rule is the contract's own code (firstDuePop, popRecordOf), sent as its source text: one rule, not two.
 * The script's text is the same on every page (the banners it weighs come in a JSON block before it), so the
 * pages' Content-Security-Policy allows it by its hash (inlineScripts.ts).
 */
import { BANNER_RESERVED_ATTRIBUTE, firstDuePop, popKey, popRecordOf, type PopLimits } from '@tote/contract/popups';
import { jsonForScript } from './html.js';
import { list, obj, text } from './json.js';

/** The banners of a PopupsQuery answer, with what decides whether each is due. */
export function bannersOf(data: unknown): PopLimits[] {
  const popups = list(obj(obj(data)?.['appInit'])?.['popups']);
  return popups.flatMap((pop) => {
    const id = text(pop['id']);
    const { maxShowCount, minIntervalSeconds } = pop;
    if (pop['kind'] !== 'BANNER' || !id || typeof maxShowCount !== 'number' || typeof minIntervalSeconds !== 'number')
      return [];
    return [{ id, maxShowCount, minIntervalSeconds }];
  });
}

/** Where the reservation script finds the banners: a JSON block, which no policy needs to allow. */
export const BANNERS_ELEMENT_ID = 'tote-banners';

const stored = `function(k){try{return localStorage.getItem(k)}catch(e){return null}}`;

/** The reservation script's text: the same for every page. */
export const BANNER_RESERVATION_SCRIPT =
  'try{' +
  `var read=${stored};` +
  `var pops=JSON.parse(document.getElementById(${jsonForScript(BANNERS_ELEMENT_ID)}).textContent);` +
  `var due=(${firstDuePop.toString()})(pops,function(id){` +
  `return(${popRecordOf.toString()})(read(${jsonForScript(popKey(''))}+id))},Date.now());` +
  `if(due)document.documentElement.setAttribute(${jsonForScript(BANNER_RESERVED_ATTRIBUTE)},due.id)` +
  '}catch(e){}';

/**
 * The banners and the inline script for `<head>`, or '' when no banner could show. Storage refused: every banner
 * is due.
 */
export function bannerReservationScript(banners: readonly PopLimits[]): string {
  if (banners.length === 0) return '';
  return (
    `<script type="application/json" id="${BANNERS_ELEMENT_ID}">${jsonForScript(banners)}</script>` +
    `<script>${BANNER_RESERVATION_SCRIPT}</script>`
  );
}

import { showToast } from '../../platform/state/ui.ts';

/**
 * Puts a link on the clipboard (Clipboard API) and says so in a toast; where the browser refuses (no clipboard,
 * an http page, a denied permission) the toast asks the shopper to select it instead. Whether it was copied.
 */
export async function copyLink(url: string, copied = 'The link is copied.'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    showToast(copied, 'success');
    return true;
  } catch {
    showToast('Copy did not work here: select the link and copy it.', 'info');
    return false;
  }
}

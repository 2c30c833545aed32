/** Whether the browser has a share sheet (the Web Share API) that takes this link. */
export function canWebShare(url: string): boolean {
  if (typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare({ url });
}

/**
 * Opens the share sheet: true once the shopper shared or closed it (AbortError), false when the browser refused
 * (e.g. NotAllowedError) and the caller should fall back to copying the link.
 */
export async function webShare(data: { title: string; url: string }): Promise<boolean> {
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError';
  }
}

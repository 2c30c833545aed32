/** Adds an async third-party script to the head, marked `data-third-party="<name>"` (tests and removal find it). */
export function addThirdPartyScript(name: string, src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.thirdParty = name;
  document.head.appendChild(script);
}

/** The content of `<meta name="…">` the gateway wrote, trimmed; null when absent or empty. */
export function metaContent(name: string): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || null;
}

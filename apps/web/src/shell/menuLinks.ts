import type { MenuNode } from '@awards/shared/home';

const HTTP_URL = /^https?:\/\//;

/** An external link (meta.url http/https, not shown in an iframe) opens in a new window (spec 000 §2). */
export function externalUrl(node: MenuNode): string | null {
  const url = node.meta.url;
  return url && HTTP_URL.test(url) && !node.meta.internalOrExternal ? url : null;
}

/** A page shown inside an iframe (meta.internalOrExternal with a url). */
export function isIframe(node: MenuNode): boolean {
  return Boolean(node.meta.internalOrExternal && node.meta.url);
}

/** External and iframe pages open in a new window from the menu search (spec 000 §2). */
export function newWindowUrl(node: MenuNode): string | null {
  return externalUrl(node) ?? (isIframe(node) ? node.meta.url : null);
}

export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

import { brand, pickCdn } from './brand';

/**
 * SPEC §9: image CDN hosts are chosen at random from a list. A site path
 * ("/mock-assets/game/1.svg") is served from one host of the list; a full
 * URL, a data: or blob: URL is used as given. Each path keeps the host it
 * was first given, so a tile that re-renders or remounts asks the browser
 * for the same URL (one download, one cache entry) instead of a new host.
 */
export interface ImageResolver {
  (src: string): string;
}

export function createImageResolver(hosts: readonly string[], random: () => number = Math.random): ImageResolver {
  const chosen = new Map<string, string>();
  return (src) => {
    if (!src.startsWith('/') || src.startsWith('//')) return src;
    let url = chosen.get(src);
    if (url === undefined) {
      url = `${pickCdn(hosts, random).replace(/\/$/, '')}${src}`;
      chosen.set(src, url);
    }
    return url;
  };
}

/**
 * The brand's image CDN list; with none configured (the demo, whose
 * simulated backend serves the images from the page itself) the list is
 * the page's own origin.
 */
export function imageHosts(configured: readonly string[] = brand.imageCdns): readonly string[] {
  if (configured.length > 0) return configured;
  return typeof window === 'undefined' ? [] : [window.location.origin];
}

let resolver: ImageResolver | null = null;

/** The site's image URL for a path, on a host of the image CDN list. */
export function imageUrl(src: string): string {
  resolver ??= createImageResolver(imageHosts());
  return resolver(src);
}

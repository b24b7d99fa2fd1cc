import { HttpResponse } from 'msw';
import { MatchHandler } from './match-handler';

/**
 * Images of the simulated world, drawn locally as SVG: no image leaves the
 * machine. `/mock-assets/<kind>/<name>.svg?label=Text` — the name seeds the
 * colours, the label (or the name) is what the picture says.
 */
function hash(text: string): number {
  let value = 5381;
  for (let i = 0; i < text.length; i += 1) value = (value * 33) ^ text.charCodeAt(i);
  return value >>> 0;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const SIZES: Record<string, [number, number]> = {
  game: [240, 240],
  vendor: [320, 160],
  banner: [1200, 360],
  promo: [640, 280],
  avatar: [96, 96],
  icon: [96, 96],
  qr: [160, 160],
  mall: [320, 200],
};

function words(label: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

function qrPattern(seed: number, size: number): string {
  const cells: string[] = [];
  const cell = size / 21;
  for (let y = 0; y < 21; y += 1) {
    for (let x = 0; x < 21; x += 1) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const on = finder ? (x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5)) : (hash(`${seed}:${x}:${y}`) & 3) === 0;
      if (on) cells.push(`<rect x="${(x * cell).toFixed(1)}" y="${(y * cell).toFixed(1)}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}"/>`);
    }
  }
  return `<rect width="${size}" height="${size}" fill="#fff"/><g fill="#111">${cells.join('')}</g>`;
}

function chip(cx: number, cy: number, r: number, hue: number): string {
  return `<g transform="translate(${cx} ${cy})"><circle r="${r}" fill="hsl(${hue} 80% 45%)"/><circle r="${r * 0.78}" fill="none" stroke="#fff" stroke-width="${r * 0.14}" stroke-dasharray="${r * 0.35} ${r * 0.3}"/><circle r="${r * 0.5}" fill="hsl(${hue} 85% 35%)" stroke="#ffe08a" stroke-width="${r * 0.06}"/></g>`;
}

function banner(seed: number, hue: number, text: string): string {
  const lines = words(text, 22);
  const title = lines
    .map((line, index) => `<tspan x="90" y="${150 + index * 66}">${escapeXml(line)}</tspan>`)
    .join('');
  const chips = [chip(930, 170, 90, (hue + 180) % 360), chip(1060, 250, 60, (hue + 40) % 360), chip(820, 280, 45, (hue + 300) % 360)].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-label="${escapeXml(text)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 18%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 8%)"/></linearGradient>
<radialGradient id="glow" cx="0.75" cy="0.45" r="0.55"><stop offset="0" stop-color="hsl(${(hue + 20) % 360} 90% 60%)" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.5" stop-color="#f5c542"/><stop offset="1" stop-color="#c98a00"/></linearGradient>
</defs>
<rect width="1200" height="360" fill="url(#bg)"/><rect width="1200" height="360" fill="url(#glow)"/>
${Array.from({ length: 14 }, (_, i) => `<circle cx="${(seed >> (i % 16)) % 1200}" cy="${(i * 53 + seed) % 360}" r="${2 + (i % 3)}" fill="#fff" opacity="0.5"/>`).join('')}
${chips}
<text x="90" y="100" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" letter-spacing="6" fill="hsl(${(hue + 30) % 360} 90% 75%)">EXCLUSIVE OFFER</text>
<text font-family="Georgia, 'Times New Roman', serif" font-weight="800" font-size="60" fill="url(#gold)" stroke="rgba(0,0,0,0.35)" stroke-width="2" style="paint-order:stroke">${title}</text>
<rect x="90" y="${150 + lines.length * 66 - 20}" width="190" height="52" rx="26" fill="url(#gold)"/>
<text x="185" y="${150 + lines.length * 66 + 13}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="800" fill="#1a1203">PLAY NOW</text>
</svg>`;
}

function gameTile(seed: number, hue: number, text: string): string {
  const lines = words(text, 16);
  const tspans = lines.map((line, index) => `<tspan x="120" dy="${index === 0 ? 0 : 22}">${escapeXml(line)}</tspan>`).join('');
  const symbols = ['7', '♦', '♠', '♥', '♣', '★', '$', 'W'];
  const symbol = symbols[seed % symbols.length] ?? '★';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(text)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 80% 18%)"/></linearGradient>
<radialGradient id="e" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="1" stop-color="#e0a800"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#g)"/><circle cx="120" cy="95" r="90" fill="url(#e)"/>
<circle cx="120" cy="92" r="56" fill="rgba(0,0,0,0.25)" stroke="url(#gold)" stroke-width="5"/>
<text x="120" y="94" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, serif" font-weight="800" font-size="62" fill="url(#gold)">${escapeXml(symbol)}</text>
<rect y="168" width="240" height="72" fill="rgba(8,4,20,0.72)"/>
<text x="120" y="${lines.length > 1 ? 196 : 208}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="18" fill="#fff8e1">${tspans}</text>
</svg>`;
}

/** The emblem of a points-mall item, by its type (the file name starts with it): voucher, bonus, gadget, lifestyle. */
function mallEmblem(type: string): string {
  if (type === 'cash_voucher') {
    return '<g transform="translate(160 100)"><rect x="-78" y="-44" width="156" height="88" rx="12" fill="url(#gold)"/><circle cx="-78" cy="0" r="14" fill="url(#bg)"/><circle cx="78" cy="0" r="14" fill="url(#bg)"/><line x1="-40" y1="-36" x2="-40" y2="36" stroke="#7a5200" stroke-width="3" stroke-dasharray="6 5"/><text x="18" y="4" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, serif" font-weight="800" font-size="52" fill="#5c3d00">$</text></g>';
  }
  if (type === 'bonus') {
    const rays = Array.from({ length: 12 }, (_, index) => `<rect x="-3" y="-72" width="6" height="26" rx="3" fill="#ffe08a" opacity="0.7" transform="rotate(${index * 30})"/>`).join('');
    return `<g transform="translate(160 100)">${rays}<circle r="42" fill="url(#gold)"/><path d="M0 -24 L7 -7 L25 -7 L11 4 L16 22 L0 11 L-16 22 L-11 4 L-25 -7 L-7 -7 Z" fill="#7a5200"/></g>`;
  }
  if (type === 'gadget') {
    return '<g transform="translate(160 100)"><rect x="-34" y="-62" width="68" height="124" rx="12" fill="#111827" stroke="url(#gold)" stroke-width="5"/><rect x="-26" y="-50" width="52" height="94" rx="4" fill="url(#screen)"/><circle cx="0" cy="53" r="4" fill="#ffe08a"/></g>';
  }
  return '<g transform="translate(160 104)"><rect x="-56" y="-30" width="112" height="72" rx="6" fill="url(#gold)"/><rect x="-64" y="-48" width="128" height="24" rx="6" fill="#ffe08a"/><rect x="-9" y="-48" width="18" height="90" fill="#b4233c"/><path d="M0 -48 C-20 -80 -52 -64 -30 -48 Z M0 -48 C20 -80 52 -64 30 -48 Z" fill="#b4233c"/></g>';
}

function mallTile(name: string, hue: number): string {
  const type = name.replace(/-\d+$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
<defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 10%)"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.5" stop-color="#f5c542"/><stop offset="1" stop-color="#c98f00"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 60%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360} 80% 35%)"/></linearGradient></defs>
<rect width="320" height="200" fill="url(#bg)"/><circle cx="160" cy="100" r="86" fill="#fff" opacity="0.06"/><circle cx="160" cy="100" r="62" fill="#fff" opacity="0.06"/>
${mallEmblem(type)}
</svg>`;
}

export function renderAsset(kind: string, name: string, label?: string): string {
  const [width, height] = SIZES[kind] ?? [240, 240];
  const seed = hash(`${kind}:${name}`);
  if (kind === 'qr') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${qrPattern(seed, width)}</svg>`;
  }
  const hue = seed % 360;
  const text = label ?? decodeURIComponent(name).replace(/[-_]/g, ' ');
  if (kind === 'banner' || kind === 'promo') return banner(seed, hue, text);
  if (kind === 'game') return gameTile(seed, hue, text);
  if (kind === 'mall') return mallTile(name, hue);
  const hue2 = (hue + 40 + (seed % 80)) % 360;
  const fontSize = kind === 'avatar' || kind === 'icon' ? 36 : kind === 'vendor' ? 34 : 24;
  const shown = kind === 'avatar' || kind === 'icon' ? [text.slice(0, 2).toUpperCase()] : words(text, 14);
  const lineHeight = fontSize * 1.15;
  const top = height / 2 - ((shown.length - 1) * lineHeight) / 2;
  const tspans = shown
    .map((line, index) => `<tspan x="50%" y="${(top + index * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(text)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="${Math.min(width, height) / 10}" fill="none" stroke="hsl(45 95% 60%)" stroke-opacity="0.4" stroke-width="2"/>
<text font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${fontSize}" fill="#fff8e1" text-anchor="middle" dominant-baseline="middle">${tspans}</text>
</svg>`;
}

const ASSET_PATH = /\/mock-assets\/([^/]+)\/([^/]+)$/;

/** `GET …/mock-assets/<kind>/<file>`, from any origin and prefix, with both parts decoded. */
function findAsset(request: Request): { kind: string; file: string } | null {
  if (request.method !== 'GET') return null;
  const found = ASSET_PATH.exec(new URL(request.url).pathname);
  return found ? { kind: decodeURIComponent(found[1]!), file: decodeURIComponent(found[2]!) } : null;
}

/** Serves /mock-assets/* from the simulated backend, in the browser and in Node. */
export const assetHandlers = [
  new MatchHandler('the simulated images', findAsset, ({ found, request }) => {
    const name = found.file.replace(/\.svg$/, '');
    const label = new URL(request.url).searchParams.get('label') ?? undefined;
    return new HttpResponse(renderAsset(found.kind, name, label), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    });
  }),
];

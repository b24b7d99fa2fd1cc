/**
 * Game tiles as JPEG, drawn in the demo's service worker (OffscreenCanvas):
 * the browser decodes a JPEG off the main thread, while an SVG image is a
 * small document that the page's main thread lays out and paints, which put
 * every lobby page's 18 tiles into the frame of the switch. The picture is the
 * SVG one of asset-art.ts, from the same parts.
 */
import { gameTileArt, type GameTileArt } from './asset-art';

const SIZE = 240;
const GOLD_LIGHT = '#fff3c4';
const GOLD_DEEP = '#e0a800';

type Context2D = OffscreenCanvasRenderingContext2D;

function goldBetween(g: Context2D, top: number, bottom: number): CanvasGradient {
  const gold = g.createLinearGradient(0, top, 0, bottom);
  gold.addColorStop(0, GOLD_LIGHT);
  gold.addColorStop(1, GOLD_DEEP);
  return gold;
}

/** The tile, as asset-art.ts's SVG places it (its gradients are in the bounding box of their shape). */
export function drawGameTile(g: Context2D, { hue, symbol, lines }: GameTileArt): void {
  const background = g.createLinearGradient(0, 0, SIZE, SIZE);
  background.addColorStop(0, `hsl(${hue} 75% 45%)`);
  background.addColorStop(1, `hsl(${(hue + 60) % 360} 80% 18%)`);
  g.fillStyle = background;
  g.fillRect(0, 0, SIZE, SIZE);

  const glow = g.createRadialGradient(120, 77, 0, 120, 77, 90);
  glow.addColorStop(0, 'rgba(255, 255, 255, 0.35)');
  glow.addColorStop(1, 'rgba(255, 255, 255, 0)');
  g.fillStyle = glow;
  g.beginPath();
  g.arc(120, 95, 90, 0, Math.PI * 2);
  g.fill();

  g.beginPath();
  g.arc(120, 92, 56, 0, Math.PI * 2);
  g.fillStyle = 'rgba(0, 0, 0, 0.25)';
  g.fill();
  g.lineWidth = 5;
  g.strokeStyle = goldBetween(g, 36, 148);
  g.stroke();

  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = '800 62px Georgia, serif';
  g.fillStyle = goldBetween(g, 63, 125);
  g.fillText(symbol, 120, 94);

  g.fillStyle = 'rgba(8, 4, 20, 0.72)';
  g.fillRect(0, 168, SIZE, 72);
  g.textBaseline = 'alphabetic';
  g.font = '700 18px Arial, Helvetica, sans-serif';
  g.fillStyle = '#fff8e1';
  const first = lines.length > 1 ? 196 : 208;
  lines.forEach((line, index) => g.fillText(line, 120, first + index * 22));
}

export async function gameTileJpeg(name: string, label?: string): Promise<Blob> {
  const canvas = new OffscreenCanvas(SIZE, SIZE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context for a game tile');
  drawGameTile(context, gameTileArt(name, label));
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}

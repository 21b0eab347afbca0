// Previews of saved projects: a small JPEG (400 × 300) composed with sharp from the customer's own photos, laid out
// like the product — an open photo book, a calendar page, a canvas on a wall, a greeting card, else a 2 × 2 grid.
import sharp from 'sharp';

export const PREVIEW_WIDTH = 400;
export const PREVIEW_HEIGHT = 300;

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Layout {
  /** SVG drawn first: the background (its colour given). */
  under: (background: string) => string;
  /** Where the photos go, in turn. */
  tiles: Rect[];
  /** SVG drawn over the photos. */
  over?: string;
}

const grid = (left: number, top: number, cols: number, rows: number, w: number, h: number) =>
  Array.from({ length: cols * rows }, (_, i) => `<rect x="${left + (i % cols) * w}" y="${top + Math.floor(i / cols) * h}" width="${w - 4}" height="${h - 4}" rx="2" fill="#eef0f3"/>`).join('');

const LAYOUTS: Record<string, Layout> = {
  photobook: {
    under: (bg) => `<rect width="100%" height="100%" fill="${bg}"/><rect x="16" y="32" width="368" height="236" rx="4" fill="#fbfaf7"/>`,
    tiles: [{ left: 26, top: 42, width: 170, height: 216 }, { left: 204, top: 42, width: 170, height: 216 }],
    over: '<rect x="192" y="32" width="16" height="236" fill="url(#s)"/><defs><linearGradient id="s"><stop offset="0" stop-color="#000" stop-opacity="0"/>' +
      '<stop offset="0.5" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>',
  },
  calendar: {
    under: (bg) => `<rect width="100%" height="100%" fill="${bg}"/><rect x="60" y="14" width="280" height="276" fill="#ffffff"/>${grid(72, 196, 7, 3, 37, 30)}`,
    tiles: [{ left: 72, top: 26, width: 256, height: 160 }],
    over: Array.from({ length: 6 }, (_, i) => `<circle cx="${110 + i * 36}" cy="14" r="4" fill="#5b6472"/>`).join(''),
  },
  walldecor: {
    under: (bg) => `<rect width="100%" height="100%" fill="${bg}"/><rect y="262" width="400" height="38" fill="#b89b7a"/>` +
      '<rect x="78" y="52" width="260" height="176" fill="#000" opacity="0.18"/>',
    tiles: [{ left: 70, top: 44, width: 260, height: 176 }],
  },
  card: {
    under: (bg) => `<rect width="100%" height="100%" fill="${bg}"/><rect x="96" y="26" width="208" height="254" fill="#000" opacity="0.12"/>` +
      '<rect x="90" y="20" width="208" height="254" fill="#ffffff"/>',
    tiles: [{ left: 102, top: 32, width: 184, height: 184 }],
    over: '<rect x="124" y="232" width="140" height="8" rx="4" fill="#c9bfd2"/><rect x="146" y="248" width="96" height="6" rx="3" fill="#ddd5e3"/>',
  },
  grid: {
    under: (bg) => `<rect width="100%" height="100%" fill="${bg}"/>`,
    tiles: [{ left: 8, top: 8, width: 188, height: 138 }, { left: 204, top: 8, width: 188, height: 138 },
      { left: 8, top: 154, width: 188, height: 138 }, { left: 204, top: 154, width: 188, height: 138 }],
  },
};

const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">${body}</svg>`);

/** How many photos a preview of this kind of product shows. */
export const photosFor = (articleType: string) => (LAYOUTS[articleType] ?? LAYOUTS.grid!).tiles.length;

/**
 * Renders the preview of a project of `articleType` from `photos` (JPEG/PNG bytes, used in turn; at least one);
 * `variant` picks the background colour (a different one for each of 360 variants).
 */
export async function renderPreview(articleType: string, photos: Buffer[], variant = 0): Promise<Buffer> {
  const layout = LAYOUTS[articleType] ?? LAYOUTS.grid!;
  const tiles = await Promise.all(layout.tiles.map(async (t, i) => ({
    input: await sharp(photos[i % photos.length]!).resize(t.width, t.height, { fit: 'cover' }).toBuffer(), left: t.left, top: t.top,
  })));
  return sharp(svg(layout.under(`hsl(${(variant * 47) % 360},28%,84%)`)))
    .composite([...tiles, ...(layout.over ? [{ input: svg(layout.over), left: 0, top: 0 }] : [])])
    .jpeg({ quality: 78, mozjpeg: false })
    .toBuffer();
}

// Demo photos for the seed: a distinct picture per photo (gradient, shapes, the date as text) rendered from SVG
// to JPEG with sharp, with EXIF DateTimeOriginal when the photo has a date.
import sharp from 'sharp';

export interface DemoPhoto {
  index: number;
  dateTaken: Date | null;
  label: string;
  width?: number;
  height?: number;
}

const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const exifDate = (d: Date) => d.toISOString().slice(0, 19).replace(/-/g, ':').replace('T', ' ');

export async function generateDemoPhoto({ index, dateTaken, label, width = 1024, height = 768 }: DemoPhoto): Promise<Buffer> {
  const hue = (index * 137) % 360;
  const hue2 = (hue + 40 + (index % 7) * 25) % 360;
  const x = (index * 97) % width;
  const y = (index * 61) % height;
  const r = Math.round(Math.min(width, height) * (0.12 + (index % 5) * 0.04));
  const scale = width / 1024;
  const title = dateTaken
    ? dateTaken.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    : 'Unknown date';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},65%,58%)"/><stop offset="1" stop-color="hsl(${hue2},55%,30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${x}" cy="${y}" r="${r}" fill="hsla(${(hue + 180) % 360},80%,75%,0.55)"/>
<rect x="${(index * 43) % width}" y="${(index * 29) % height}" width="${r * 2}" height="${r}" rx="${r / 5}"
 transform="rotate(${(index * 23) % 90} ${width / 2} ${height / 2})" fill="hsla(${(hue2 + 90) % 360},70%,65%,0.5)"/>
<text x="${40 * scale}" y="${height - 60 * scale}" font-family="DejaVu Sans" font-weight="bold" font-size="${58 * scale}"
 fill="#fff">${escape(title)}</text>
<text x="${40 * scale}" y="${80 * scale}" font-family="DejaVu Sans" font-size="${34 * scale}" fill="#fff"
 fill-opacity="0.85">${escape(label)}</text></svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 80 });
  if (dateTaken) image = image.withExif({ IFD0: { Make: 'My account demo', Model: 'Seed' }, IFD2: { DateTimeOriginal: exifDate(dateTaken) } });
  return image.toBuffer();
}

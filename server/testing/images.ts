import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A photo-like test picture: a gradient with some detail, `width`×`height`, as JPEG/PNG/WebP. */
export async function testPhoto(
  width = 1600,
  height = 1200,
  format: "jpeg" | "png" | "webp" = "jpeg",
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f9a8d4"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="#fff" opacity=".6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A JPEG carrying EXIF: a home address's GPS position, a camera serial and an orientation. */
export async function photoWithGps(orientation = 6): Promise<Buffer> {
  return sharp(await testPhoto(800, 400))
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pro Max" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 44/1 5440/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "73/1 59/1 1080/100",
      },
    })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims `width`×`height` pixels: a decompression bomb's signature. */
export function pngClaimingSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG with an animation control chunk (APNG), which decoders would show as one frame. */
export async function animatedPng(): Promise<Buffer> {
  const png = await testPhoto(64, 64, "png");
  const ihdrEnd = 8 + 12 + 13;
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(2, 0); // frames
  return Buffer.concat([png.subarray(0, ihdrEnd), pngChunk("acTL", actl), png.subarray(ihdrEnd)]);
}

/** A two-frame animated WebP (the frames differ, or the encoder merges them into a still). */
export async function animatedWebp(): Promise<Buffer> {
  const first = await testPhoto(64, 64, "png");
  const second = await sharp(first).negate().png().toBuffer();
  return sharp([first, second], { join: { animated: true } })
    .webp({ loop: 0 })
    .toBuffer();
}

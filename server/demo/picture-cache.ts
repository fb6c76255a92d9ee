import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { PhotoVariant } from "../db/schema";
import type { Logger } from "../logger";
import type { MediaService, StoredImage } from "../media/media";
import { ENCODING, processImage, type ProcessedImage } from "../media/pipeline";
import { NAIL_ART_JPEG, rasterise } from "./nail-art";

/** Where the renditions of demo pictures are kept between databases on this machine. */
export const DEMO_PICTURE_CACHE = path.resolve("node_modules/.cache/nailmatch/demo-pictures");

interface CachedPicture {
  width: number;
  height: number;
  placeholder: string;
  variants: Array<PhotoVariant & { contentType: string; file: string }>;
}

/**
 * Demo pictures drawn and encoded once per machine. Each picture's renditions (what the upload
 * pipeline makes of it) are kept in a folder named by everything that decides them: the picture's
 * SVG, the JPEG and rendition settings and the libvips version. The next empty database (a test
 * suite's, a newcomer's second start) stores them without drawing or encoding anything: a few
 * milliseconds instead of about a second of CPU per picture. Anything wrong with the cache is
 * logged and the picture is made as if there were none.
 */
export class DemoPictureCache {
  private readonly dir: string | null;
  private readonly logger: Logger;

  /** `dir` null: no cache (every picture is made). */
  constructor(dir: string | null, logger: Logger) {
    this.dir = dir;
    this.logger = logger;
  }

  /** The picture drawn as `svg`, processed and stored in `media`. */
  async store(media: MediaService, svg: string): Promise<StoredImage> {
    return media.store(await this.processed(svg));
  }

  /**
   * The renditions of the picture drawn as `svg`, in the cache (drawn now if they were not), so
   * that a later start stores them without drawing: `npm run demo:pictures`.
   */
  make(svg: string): Promise<ProcessedImage> {
    return this.processed(svg);
  }

  /** Where the picture drawn as `svg` is cached (null: no cache). */
  private folderOf(svg: string): string | null {
    return this.dir && path.join(this.dir, keyOf(svg));
  }

  /** The picture's renditions: from the cache, or made (and cached). */
  private async processed(svg: string, folder = this.folderOf(svg)): Promise<ProcessedImage> {
    const cached = folder ? await this.read(folder) : null;
    if (cached) return cached;
    const image = await processImage(await rasterise(svg));
    if (folder) await this.write(folder, image);
    return image;
  }

  private async read(folder: string): Promise<ProcessedImage | null> {
    let meta: CachedPicture;
    try {
      meta = JSON.parse(
        await fs.readFile(path.join(folder, "picture.json"), "utf8"),
      ) as CachedPicture;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null; // not made yet
      return this.discard(folder, error);
    }
    try {
      const variants = await Promise.all(
        meta.variants.map(async ({ file, ...variant }) => ({
          ...variant,
          body: await fs.readFile(path.join(folder, file)),
        })),
      );
      return { width: meta.width, height: meta.height, placeholder: meta.placeholder, variants };
    } catch (error) {
      return this.discard(folder, error);
    }
  }

  /** A damaged entry goes, so that the picture made instead can take its place. */
  private async discard(folder: string, error: unknown): Promise<null> {
    this.logger.warn({ err: error, folder }, "demo picture cache damaged; drawing again");
    await fs.rm(folder, { recursive: true, force: true });
    return null;
  }

  /** Written to a folder of its own, then renamed: readers never see half a picture. */
  private async write(folder: string, image: ProcessedImage): Promise<void> {
    const draft = `${folder}.${randomUUID()}.tmp`;
    try {
      await fs.mkdir(draft, { recursive: true });
      const variants = await Promise.all(
        image.variants.map(async ({ body, ...variant }, index) => {
          const file = `${index}.${variant.format}`;
          await fs.writeFile(path.join(draft, file), body);
          return { ...variant, file };
        }),
      );
      const meta: CachedPicture = {
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        variants,
      };
      await fs.writeFile(path.join(draft, "picture.json"), JSON.stringify(meta));
      await fs.rename(draft, folder);
    } catch (error) {
      // Another process cached the same picture meanwhile (the folder exists), or the disk
      // refused: the picture is stored all the same.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOTEMPTY" && code !== "EEXIST") {
        this.logger.warn({ err: error }, "demo picture not cached");
      }
      await fs.rm(draft, { recursive: true, force: true });
    }
  }
}

/** Everything that decides a demo picture's renditions, hashed. */
function keyOf(svg: string): string {
  return createHash("sha256")
    .update(JSON.stringify({ svg, NAIL_ART_JPEG, ENCODING, vips: sharp.versions.vips }))
    .digest("hex")
    .slice(0, 32);
}

import {
  nailReadingOf,
  openInspiration,
  readInspirationNails,
  type NailReading,
  type OpenedInspiration,
} from "./analysis";
import { copyPrintsOf, type CopyPrint } from "./copy-print";
import {
  createDescriptor,
  DEFAULT_DESCRIPTOR,
  type Descriptor,
  type DescriptorName,
} from "./descriptors";
import { LearnedEmbedder } from "./embedder";
import type { LearnedPixels } from "./pixel-reading";
import type { Raster } from "./raster";

// Reading a photo as every decision of the style match needs it, before any fitted head or the
// index is asked: the descriptor's vector, and what the heads read of its nails. The match reads
// inspirations with it; the fitting scripts read their labelled pictures with it, in as many
// processes as there are cores.

/** Everything a decision needs of a photo: the descriptor's vector, and its nails' reading. */
export interface PhotoReading extends NailReading {
  vector: Float32Array;
  /** The descriptor of the photo mirrored: a mirrored copy of an indexed photo still finds it. */
  mirrored: Float32Array;
  /** Its copy prints: how a copy of an indexed photo is recognised (./copy-print). */
  prints: CopyPrint[];
}

/** A raster flipped left to right. */
function mirror({ size, pixels }: Raster): Raster {
  const flipped = new Uint8Array(pixels.length);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 3;
      flipped.set(pixels.subarray(from, from + 3), (y * size + (size - 1 - x)) * 3);
    }
  }
  return { size, pixels: flipped };
}

export class PhotoReader {
  readonly descriptor: Descriptor;
  private readonly embedder: LearnedEmbedder;
  private readonly learned: LearnedPixels | null | undefined;

  /**
   * `threads`: the network's (one per core by default); `learned`: the pixel reading the finder
   * starts from (by default the match's; null: the rules), for reading with one fitted otherwise.
   */
  constructor(
    descriptor: DescriptorName = DEFAULT_DESCRIPTOR,
    threads?: number,
    learned?: LearnedPixels | null,
  ) {
    this.learned = learned;
    this.embedder = new LearnedEmbedder(threads);
    this.descriptor = createDescriptor(descriptor, this.embedder);
  }

  /** Reads a photo, refused like an upload when it is not one good image. */
  async read(image: Buffer): Promise<PhotoReading> {
    const opened = await openInspiration(image);
    // The network runs on its worker threads while this thread reads the nails.
    const described = Promise.all([
      this.descriptor.describe(opened),
      this.descriptor.describe({ ...opened, raster: mirror(opened.raster) }),
    ]);
    const printed = copyPrintsOf(opened.source);
    for (const pending of [described, printed]) pending.catch(() => undefined); // thrown below
    const nails = await this.nailsOf(opened);
    const [[vector, mirrored], prints] = await Promise.all([described, printed]);
    return { vector, mirrored, prints, ...nails };
  }

  /** Reads only a photo's nails, as `read` reads them (what a pixel reading changes). */
  async readNails(image: Buffer): Promise<NailReading> {
    return this.nailsOf(await openInspiration(image));
  }

  private async nailsOf(opened: OpenedInspiration): Promise<NailReading> {
    return nailReadingOf({
      ...opened,
      ...(await readInspirationNails(opened.source, this.learned)),
    });
  }

  /** Loads the network now (about a second), so the first reading is not the slow one. */
  warm(): Promise<void> {
    return this.descriptor.name === "hand-built" ? Promise.resolve() : this.embedder.warm();
  }

  close(): Promise<void> {
    return this.embedder.close();
  }
}

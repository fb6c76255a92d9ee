/** How many of the latest pictures set the pace of the estimate (the machine's load changes). */
const PACE_WINDOW = 16;

export interface ProgressLine {
  /** Demo artists published so far, those of earlier starts included. */
  artists: number;
  of: number;
  /** Whole seconds left at the recent pace; null until a picture has been made. */
  secondsLeft: number | null;
}

/** The log line's words: "12 of 64 artists, about 40 s left". */
export function progressMessage({ artists, of, secondsLeft }: ProgressLine): string {
  const left =
    secondsLeft === null
      ? "estimating the time left"
      : secondsLeft === 0
        ? "almost done"
        : `about ${secondsLeft} s left`;
  return `demo data: ${artists} of ${of} artists, ${left}`;
}

/**
 * Follows the making of the demo data and reports it at a steady cadence: after every
 * `everyArtists` artists published or `everyMs` since the last line, whichever comes first.
 * The pictures are the slow part (publishing an artist whose pictures exist takes milliseconds),
 * so the time left is the pictures still to make at the pace of the latest ones.
 */
export class DemoProgress {
  private artistsDone: number;
  private readonly artistsTotal: number;
  private picturesDone = 0;
  private picturesTotal = 0;
  /** When the latest pictures were finished, oldest first (the first entry: the start). */
  private readonly finished: number[];
  private lastLine: { at: number; artists: number };
  private readonly now: () => number;
  private readonly report: (line: ProgressLine) => void;
  private readonly everyArtists: number;
  private readonly everyMs: number;

  constructor(options: {
    artists: { done: number; total: number };
    report: (line: ProgressLine) => void;
    now?: () => number;
    everyArtists?: number;
    everyMs?: number;
  }) {
    this.artistsDone = options.artists.done;
    this.artistsTotal = options.artists.total;
    this.report = options.report;
    this.now = options.now ?? (() => performance.now());
    this.everyArtists = options.everyArtists ?? 10;
    this.everyMs = options.everyMs ?? 10_000;
    this.finished = [this.now()];
    this.lastLine = { at: this.finished[0]!, artists: this.artistsDone };
  }

  /** `count` more pictures are to be made. */
  expectPictures(count: number): void {
    this.picturesTotal += count;
  }

  pictureDone(): void {
    this.picturesDone++;
    this.finished.push(this.now());
    if (this.finished.length > PACE_WINDOW + 1) this.finished.shift();
    this.maybeReport();
  }

  artistDone(): void {
    this.artistsDone++;
    this.maybeReport();
  }

  /** Where things stand now. */
  line(): ProgressLine {
    return {
      artists: this.artistsDone,
      of: this.artistsTotal,
      secondsLeft: secondsLeft(this.finished, this.picturesTotal - this.picturesDone),
    };
  }

  private maybeReport() {
    const at = this.now();
    if (this.artistsDone >= this.artistsTotal) return; // the caller says when it is done
    if (
      this.artistsDone - this.lastLine.artists >= this.everyArtists ||
      at - this.lastLine.at >= this.everyMs
    ) {
      this.lastLine = { at, artists: this.artistsDone };
      this.report(this.line());
    }
  }
}

/**
 * Seconds left for `left` more pictures at the pace of the latest ones: `finished` holds the
 * time the work started (or the oldest picture kept) followed by each picture's finishing time.
 * Null before the first picture.
 */
export function secondsLeft(finished: readonly number[], left: number): number | null {
  if (left <= 0) return 0;
  if (finished.length < 2) return null;
  const perPicture = (finished.at(-1)! - finished[0]!) / (finished.length - 1);
  return Math.max(1, Math.round((perPicture * left) / 1000));
}

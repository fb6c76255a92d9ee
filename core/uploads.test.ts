import { describe, expect, it } from "vitest";
import {
  IMAGE_MESSAGES,
  IMAGE_SIGNATURE_BYTES,
  UPLOAD,
  photoFileRefusal,
  sniffFile,
  sniffImageType,
} from "./uploads";

// The first bytes of each accepted type, as encoders write them.
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const WEBP = [...Buffer.from("RIFF"), 0x24, 0x00, 0x00, 0x00, ...Buffer.from("WEBPVP8 ")];
const bytes = (values: number[] | string) =>
  typeof values === "string" ? new TextEncoder().encode(values) : new Uint8Array(values);

describe("sniffImageType", () => {
  it("tells JPEG, PNG and WebP by their magic numbers", () => {
    expect(sniffImageType(bytes(JPEG))).toBe("jpeg");
    expect(sniffImageType(bytes(PNG))).toBe("png");
    expect(sniffImageType(bytes(WEBP))).toBe("webp");
    expect(sniffImageType(Buffer.from(JPEG))).toBe("jpeg");
  });

  it("refuses other types, text and files too short to tell", () => {
    expect(sniffImageType(bytes("GIF89a\x01\x00\x01\x00\x00\x00"))).toBeNull();
    expect(sniffImageType(bytes("this is a text file pretending to be a photo"))).toBeNull();
    expect(sniffImageType(bytes("RIFF\x24\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(bytes(PNG.slice(0, 7)))).toBeNull();
    expect(sniffImageType(bytes([]))).toBeNull();
  });
});

describe("sniffFile", () => {
  it("reads only a file's first bytes, whatever its name and declared type", async () => {
    const photo = new File([bytes([...WEBP, ...new Array<number>(100).fill(7)])], "a.txt", {
      type: "text/plain",
    });
    expect(await sniffFile(photo)).toBe("webp");
    const renamed = new File(["not a photo of nails"], "nails.jpg", { type: "image/jpeg" });
    expect(await sniffFile(renamed)).toBeNull();
    expect(IMAGE_SIGNATURE_BYTES).toBe(12);
  });
});

describe("photoFileRefusal", () => {
  it("says why a chosen file would be refused, before sending it", async () => {
    const named = (parts: BlobPart[], name = "nails.jpg") =>
      new File(parts, name, { type: "image/jpeg" });
    expect(await photoFileRefusal(named([bytes(JPEG)]))).toBeNull();
    expect(await photoFileRefusal(null)).toBe(IMAGE_MESSAGES.missing);
    // What a form sends when no file was chosen.
    expect(await photoFileRefusal(named([], ""))).toBe(IMAGE_MESSAGES.missing);
    expect(await photoFileRefusal(named([]))).toBe(IMAGE_MESSAGES.empty);
    expect(await photoFileRefusal(named([bytes(JPEG), new Uint8Array(UPLOAD.maxBytes)]))).toBe(
      IMAGE_MESSAGES.tooLarge,
    );
    expect(await photoFileRefusal(named(["not a photo of nails"]))).toBe(IMAGE_MESSAGES.notAnImage);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnalyzeError, analyzePhoto } from "./analyze-photo";
import { UploadError, uploadPhoto } from "./upload-photo";
import { UploadNetworkError, uploadWithProgress } from "./upload-with-progress";

type Handler = ((event: ProgressEvent) => void) | null;

/** An XMLHttpRequest that sends nothing: the test plays the network's part. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  responseType = "";
  sent: unknown;
  status = 0;
  response: unknown = null;
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.({} as ProgressEvent);
  }

  /** The network's side: some of the body sent, all of it, an answer, or a failure. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  uploaded() {
    this.upload.onload?.({} as ProgressEvent);
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.({} as ProgressEvent);
  }
  fail() {
    this.onerror?.({} as ProgressEvent);
  }
}

const sent = () => {
  if (!FakeRequest.last) throw new Error("nothing was sent");
  return FakeRequest.last;
};

beforeEach(() => {
  FakeRequest.last = undefined;
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("uploadWithProgress", () => {
  it("posts the body with its headers, reports progress 0–1, and resolves with any answer", async () => {
    const onProgress = vi.fn();
    const onUploaded = vi.fn();
    const body = new FormData();
    body.set("note", "hello");
    const answer = uploadWithProgress("/somewhere", body, {
      headers: { Accept: "application/json" },
      onProgress,
      onUploaded,
    });
    const request = sent();
    expect(request).toMatchObject({
      method: "POST",
      url: "/somewhere",
      headers: { Accept: "application/json" },
      responseType: "json",
      sent: body,
    });
    request.progress(5, 20);
    request.progress(7, 0, false);
    request.progress(20, 20);
    request.uploaded();
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
    expect(onUploaded).toHaveBeenCalledOnce();
    request.answer(422, { error: { message: "No." } });
    await expect(answer).resolves.toEqual({ status: 422, body: { error: { message: "No." } } });
  });

  it("answers a null body when the answer was not JSON", async () => {
    const answer = uploadWithProgress("/somewhere", "text");
    sent().answer(502, null);
    await expect(answer).resolves.toEqual({ status: 502, body: null });
  });

  it("rejects with an UploadNetworkError when no answer came", async () => {
    const answer = uploadWithProgress("/somewhere", "text");
    sent().fail();
    await expect(answer).rejects.toBeInstanceOf(UploadNetworkError);
  });

  it("rejects with an AbortError when aborted, before sending or during the upload", async () => {
    const before = new AbortController();
    before.abort();
    await expect(
      uploadWithProgress("/somewhere", "text", { signal: before.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeRequest.last).toBeUndefined();

    const during = new AbortController();
    const answer = uploadWithProgress("/somewhere", "text", { signal: during.signal });
    during.abort();
    await expect(answer).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("the uploads built on it", () => {
  const file = new File(["bytes"], "nails.jpg", { type: "image/jpeg" });

  it("uploadPhoto sends the raw file and keeps its refusals and failures apart", async () => {
    const onProgress = vi.fn();
    const done = uploadPhoto(file, "portfolio", onProgress);
    expect(sent()).toMatchObject({
      url: "/api/photos?purpose=portfolio",
      headers: { "Content-Type": "image/jpeg" },
      sent: file,
    });
    sent().progress(1, 2);
    expect(onProgress).toHaveBeenCalledWith(0.5);
    sent().answer(200, { photo: { id: "p" }, count: 3 });
    await expect(done).resolves.toEqual({ photo: { id: "p" }, count: 3 });

    const refused = uploadPhoto(file, "draft", onProgress);
    sent().answer(400, { error: { field: "photo", message: "Too big." } });
    await expect(refused).rejects.toEqual(new UploadError("Too big.", true));
    const failed = uploadPhoto(file, "draft", onProgress);
    sent().answer(500, null);
    await expect(failed).rejects.toMatchObject({ message: "Upload failed (HTTP 500)" });
    const lost = uploadPhoto(file, "draft", onProgress);
    sent().fail();
    await expect(lost).rejects.toMatchObject({ message: "Network error", refused: false });
  });

  it("analyzePhoto resolves with the analysis and says why it did not", async () => {
    const done = analyzePhoto(file);
    expect(sent().headers).toEqual({ "Content-Type": "image/jpeg", Accept: "application/json" });
    sent().answer(200, { analysis: { lookFound: true } });
    await expect(done).resolves.toEqual({ lookFound: true });

    const unavailable = analyzePhoto(file);
    sent().answer(503, { error: { message: "Not now." } });
    await expect(unavailable).rejects.toEqual(new AnalyzeError("Not now.", true, 503));
    const lost = analyzePhoto(file);
    sent().fail();
    await expect(lost).rejects.toMatchObject({
      message: "Network error",
      refused: false,
      status: 0,
    });
  });
});

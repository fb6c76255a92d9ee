import { describe, expect, it } from "vitest";
import { US_STATES } from "./us-locations";
import { EMAIL_EXCERPT, REQUEST_EMAIL, excerptOf, summaryOf } from "./request-emails";
import { REQUEST_MESSAGES as M } from "./request-copy";
import { eventText, mayDo, nextState } from "./requests";
import {
  STATE_TIME_ZONES,
  formatAppointment,
  instantIn,
  wallClockIn,
  timeZoneOf,
} from "./appointment-times";
import {
  appointmentSchema,
  readConversationPost,
  readRequestForm,
  requestFieldOf,
  requestFormSchema,
} from "./request-forms";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const TODAY = "2026-11-25";
const parse = (entries: [string, string][]) =>
  requestFormSchema(TODAY).safeParse(readRequestForm(form(entries)));
const firstIssue = (entries: [string, string][]) => {
  const result = parse(entries);
  return result.success ? null : result.error.issues[0]!.message;
};
const MESSAGE: [string, string] = ["message", "Pastel French tips, please!"];

describe("who may do what to a request", () => {
  it("lets the artist move it on and the client withdraw it", () => {
    expect(mayDo("book", "artist", "new")).toBe(true);
    expect(mayDo("book", "client", "new")).toBe(false);
    expect(mayDo("complete", "artist", "replied")).toBe(false);
    expect(mayDo("complete", "artist", "booked", { bookedFor: "2026-01-01T10:00:00Z" })).toBe(true);
    expect(mayDo("cancel", "client", "booked")).toBe(true);
    expect(mayDo("cancel", "client", "completed")).toBe(false);
    expect(mayDo("reply", "client", "declined")).toBe(false);
  });

  it("answers a proposal with a time of the client's, and calls off a booking as its own step", () => {
    expect(mayDo("suggestTime", "client", "replied")).toBe(true);
    expect(mayDo("suggestTime", "artist", "replied")).toBe(false);
    expect(mayDo("suggestTime", "client", "booked")).toBe(false);
    expect(nextState("suggestTime", "client", "replied")).toBe("replied");
    // Once booked, the artist cancels the booking (with a reason) rather than declining.
    expect(mayDo("decline", "artist", "booked")).toBe(false);
    expect(mayDo("cancelBooking", "artist", "booked")).toBe(true);
    expect(mayDo("cancelBooking", "artist", "replied")).toBe(false);
    expect(mayDo("cancelBooking", "client", "booked")).toBe(false);
    expect(nextState("cancelBooking", "artist", "booked")).toBe("cancelled");
  });

  it("once the other side's account is deleted, only closes it", () => {
    expect(mayDo("reply", "artist", "new", { otherSide: "deleted" })).toBe(false);
    expect(mayDo("book", "artist", "new", { otherSide: "deleted" })).toBe(false);
    expect(mayDo("complete", "artist", "booked", { otherSide: "deleted" })).toBe(false);
    expect(mayDo("acceptTime", "client", "replied", { otherSide: "deleted" })).toBe(false);
    expect(mayDo("cancelBooking", "artist", "booked", { otherSide: "deleted" })).toBe(true);
    expect(mayDo("cancel", "client", "replied", { otherSide: "deleted" })).toBe(true);
    expect(mayDo("cancel", "client", "completed", { otherSide: "deleted" })).toBe(false);
  });

  it("completes an appointment only once its booked time has come", () => {
    const bookedFor = new Date("2026-12-12T15:00:00Z");
    const before = new Date("2026-12-12T14:59:59Z");
    expect(mayDo("complete", "artist", "booked", { bookedFor, now: before })).toBe(false);
    expect(mayDo("complete", "artist", "booked", { bookedFor, now: bookedFor })).toBe(true);
    expect(mayDo("complete", "artist", "booked", { bookedFor: null })).toBe(false);
    // Other actions do not wait for it.
    expect(mayDo("cancelBooking", "artist", "booked", { bookedFor, now: before })).toBe(true);
  });

  it("an artist's reply answers a new request; a client's changes nothing", () => {
    expect(nextState("reply", "artist", "new")).toBe("replied");
    expect(nextState("reply", "client", "new")).toBe("new");
    expect(nextState("reply", "artist", "booked")).toBe("booked");
    expect(nextState("acceptTime", "client", "replied")).toBe("booked");
  });
});

describe("the request form", () => {
  it("takes a message, the look, up to three dates and a budget", () => {
    const result = parse([
      ["message", "  Pastel French tips for my wedding, please!  "],
      ["style", "Almond"],
      ["style", "French Tips"],
      ["color", "Pastel"],
      ["date1", "2026-12-03"],
      ["time1", "evening"],
      ["date2", ""],
      ["budget", "80"],
      ["service", "b"],
      ["service", "a"],
      ["service", "b"],
    ]);
    expect(result.success && result.data).toEqual({
      message: "Pastel French tips for my wedding, please!",
      styles: ["French Tips", "Almond"],
      colors: ["Pastel"],
      preferredTimes: [{ date: "2026-12-03", timeOfDay: "evening" }],
      budget: 80,
      // Each service once; the server checks they are on the artist's menu.
      serviceIds: ["b", "a"],
    });
  });

  it("says what is wrong, beside the field it is about", () => {
    expect(firstIssue([["message", "hi"]])).toBe(M.messageTooShort);
    expect(firstIssue([["message", "x".repeat(1001)]])).toBe(M.messageTooLong);
    expect(firstIssue([MESSAGE, ["style", "Chrome"]])).toBe(M.unknownStyle("Chrome"));
    expect(firstIssue([MESSAGE, ["date1", TODAY]])).toBe(M.pastDate);
    expect(firstIssue([MESSAGE, ["date1", "2026-02-30"]])).toBe(M.badDate);
    expect(firstIssue([MESSAGE, ["date1", "2028-01-01"]])).toBe(M.farDate);
    expect(firstIssue([MESSAGE, ["date1", "2026-12-03"], ["time1", "midnight"]])).toBe(
      M.badTimeOfDay,
    );
    expect(
      firstIssue([MESSAGE, ["date1", "2026-12-03"], ["date2", "2026-12-03"], ["time2", "morning"]]),
    ).toBe(M.sameDate);
    for (const budget of ["0", "-5", "12.50", "100000", "lots"]) {
      expect(firstIssue([MESSAGE, ["budget", budget]]), budget).toBe(M.badBudget);
    }
    expect(requestFieldOf(["preferredTimes", 1, "date"])).toBe("date2");
    expect(requestFieldOf(["budget"])).toBe("budget");
    expect(requestFieldOf(["serviceIds"])).toBe("services");
  });
});

describe("times in the artist's zone", () => {
  it("knows every state's zone", () => {
    for (const { code } of US_STATES) expect(STATE_TIME_ZONES[code], code).toBeDefined();
    expect(timeZoneOf("TX")).toBe("America/Chicago");
    expect(timeZoneOf(null)).toBe("America/New_York");
  });

  it("reads a wall-clock time in the zone, through daylight saving", () => {
    expect(instantIn("America/Chicago", "2026-12-03T14:30")?.toISOString()).toBe(
      "2026-12-03T20:30:00.000Z",
    );
    expect(instantIn("America/Chicago", "2026-07-03T14:30")?.toISOString()).toBe(
      "2026-07-03T19:30:00.000Z",
    );
    expect(instantIn("America/Chicago", "2026-13-03T14:30")).toBeNull();
    // And back: the form's value for a time the request keeps, in summer and winter.
    for (const local of ["2026-12-03T14:30", "2026-07-03T00:05"]) {
      expect(wallClockIn("America/Chicago", instantIn("America/Chicago", local)!)).toBe(local);
    }
    expect(instantIn("America/Chicago", "soon")).toBeNull();
    expect(formatAppointment("2026-12-03T20:30:00.000Z", "America/Chicago")).toBe(
      "Thu, Dec 3, 2:30 PM Central Time",
    );
    // With the chosen services' time, when it ends, in plain spaces (as browsers write it).
    expect(formatAppointment("2026-12-03T20:30:00.000Z", "America/Chicago", 90)).toBe(
      "Thu, Dec 3, 2:30 – 4:00 PM Central Time",
    );
    expect(formatAppointment("2026-12-03T17:30:00.000Z", "America/Chicago", 60)).toBe(
      "Thu, Dec 3, 11:30 AM – 12:30 PM Central Time",
    );
  });

  it("takes only future appointments", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const schema = appointmentSchema("America/New_York", now);
    expect(schema.safeParse("2026-11-25T06:00").success).toBe(false);
    expect(schema.safeParse("2026-11-26T10:00").success).toBe(true);
    expect(schema.safeParse("").error?.issues[0]?.message).toBe(M.badTime);
  });
});

describe("a conversation's form posts", () => {
  const post = (entries: [string, string | File][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return readConversationPost(data);
  };
  const photo = new File([new Uint8Array([1, 2, 3])], "nails.jpg", { type: "image/jpeg" });

  it("reads each intent as its action, and refuses one it does not know", () => {
    expect(post([["intent", "accept-time"]])).toEqual({ action: "acceptTime" });
    expect(
      post([
        ["intent", "suggest-time"],
        ["at", "2027-01-05T16:00"],
      ]),
    ).toEqual({
      action: "suggestTime",
      localTime: "2027-01-05T16:00",
    });
    expect(post([["intent", "delete-everything"]])).toEqual({
      error: { field: "form", message: M.unknownIntent },
    });
  });

  it("takes a reply of words, of photos, or both; never of nothing", () => {
    expect(
      post([
        ["intent", "reply"],
        ["reply", " Sounds good! "],
      ]),
    ).toEqual({
      action: "reply",
      body: "Sounds good!",
    });
    expect(
      post([
        ["intent", "reply"],
        ["reply", "\u200b"],
        ["photos", photo],
      ]),
    ).toEqual({
      action: "reply",
      body: "",
    });
    expect(
      post([
        ["intent", "reply"],
        ["reply", ""],
      ]),
    ).toEqual({
      error: { field: "reply", message: M.replyEmpty },
    });
  });

  it("lets a decline go without a reason, but not a cancelled booking", () => {
    expect(
      post([
        ["intent", "decline"],
        ["reason", ""],
      ]),
    ).toEqual({ action: "decline", body: "" });
    expect(
      post([
        ["intent", "cancel-booking"],
        ["reason", "  "],
      ]),
    ).toEqual({
      error: { field: "reason", message: M.reasonNeeded },
    });
    expect(
      post([
        ["intent", "cancel-booking"],
        ["reason", "x".repeat(301)],
      ]),
    ).toEqual({
      error: { field: "reason", message: M.reasonTooLong },
    });
  });
});

describe("request e-mails' words", () => {
  it("quotes a message's first lines, cut at a word with an ellipsis", () => {
    expect(excerptOf("Hi!  Pastel\r\n\r\nFrench tips, please.")).toBe(
      "Hi! Pastel\nFrench tips, please.",
    );
    expect(excerptOf("one\ntwo\nthree\nfour")).toBe("one\ntwo\nthree…");
    expect(excerptOf("Hi.\nPastel tips.\nAlmond shape.\nThanks!")).toBe(
      "Hi.\nPastel tips.\nAlmond shape…",
    );
    expect(excerptOf("")).toBe("");
    const long = "word ".repeat(100);
    const cut = excerptOf(long);
    expect(cut.length).toBeLessThanOrEqual(EMAIL_EXCERPT.chars + 1);
    expect(cut).toMatch(/^(word )+word…$/);
    expect(excerptOf("Short, then cut here.", { lines: 3, chars: 16 })).toBe("Short, then cut…");
    // One word longer than the limit is cut inside it.
    expect(excerptOf("a".repeat(400))).toBe(`${"a".repeat(300)}…`);
  });

  it("counts a gathered e-mail's lines by kind, in the order they came", () => {
    expect(summaryOf(["reply"])).toBe("a new message");
    expect(summaryOf(["reply", "reply", "reply", "booked"])).toBe("3 new messages and a booking");
    expect(summaryOf(["reply", "proposed", "reply", "booked"])).toBe(
      "2 new messages, a proposed time and a booking",
    );
    expect(REQUEST_EMAIL.gathered(summaryOf(["accepted", "reply"]), "Cleo")).toBe(
      "An accepted time and a new message from Cleo",
    );
  });

  it("says an event in words with its time", () => {
    expect(eventText("proposed", "Dana", "Tue, Dec 9, 2:00 PM Pacific Time")).toBe(
      "Dana proposed Tue, Dec 9, 2:00 PM Pacific Time",
    );
    expect(eventText("declined", "Dana", "")).toBe("Dana declined the request");
  });
});

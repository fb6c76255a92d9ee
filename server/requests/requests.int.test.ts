import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LINES_PER_PAGE, REQUEST_LIMITS } from "~/core/requests";
import { REQUEST_MESSAGES as M } from "~/core/request-copy";
import { dayIn, formatAppointment, instantIn } from "~/core/appointment-times";
import { deleteAccount } from "../accounts/account";
import { recentActivity } from "../favorites/favorites";
import type { AppServices } from "../context";
import { artist, bookingRequest, requestMailPending, requestMessage } from "../db/schema";
import type { Mail } from "../mail/mailer";
import { PHOTO_CID } from "../mail/templates";
import { testPhoto } from "../testing/images";
import { testAccount, testPublishedArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { testRequest } from "../testing/requests";
import { RequestError, actOnRequest, openConversation } from "./requests";
import { listRequests, unreadRequestCount, upcomingBookings } from "./lists";
import { sendRequest } from "./send";
import { sendDueRequestMails, requestEmailsOn, setRequestEmails } from "./notify";
import { blockClient, unblockClient } from "./safety";
import { addService, updateService } from "../artists/services";
import { estimateText } from "~/core/artists/services";

const LOOK = testRequest("Hi! I'd love pastel French tips for a wedding.", {
  styles: ["French Tips", "Almond"],
  colors: ["Pastel"],
  preferredTimes: [{ date: "2099-01-02", timeOfDay: "morning" }],
  budget: 80,
});

describe(`requests on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  it("a client sends a request; only its two parties see it, the artist unread", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const stranger = await testAccount(services, "user");
    const otherArtist = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);

    expect(await unreadRequestCount(services, dana)).toBe(1);
    expect(await unreadRequestCount(services, client)).toBe(0);
    const [row] = await listRequests(services, dana);
    // The artist sees the client's first name and the look, never their e-mail.
    expect(row).toMatchObject({ id, otherName: "Cleo", state: "new", unread: 1 });
    expect(JSON.stringify(row)).not.toContain(client.email);
    expect((await listRequests(services, client))[0]).toMatchObject({ otherName: "Dana's Nails" });
    expect(await listRequests(services, stranger)).toEqual([]);

    expect(await openConversation(services, stranger, id)).toBeNull();
    expect(await openConversation(services, otherArtist, id)).toBeNull();
    await expect(
      actOnRequest(services, stranger, id, "reply", { body: "hi" }),
    ).rejects.toMatchObject({ status: 404 });

    const seen = await openConversation(services, dana, id);
    expect(seen?.timeZone).toBe("America/Los_Angeles");
    expect(seen?.lines).toMatchObject([{ event: "sent", body: LOOK.message, from: "them" }]);
    expect(await unreadRequestCount(services, dana)).toBe(0);
  });

  it("carries the services chosen as they were offered; one no longer offered is refused", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const other = await testPublishedArtist(services);
    const menuRow = (name: string, priceCents: number, upToCents: number | null, minutes: number) =>
      ({ name, category: "Manicure", priceCents, upToCents, minutes, description: "" }) as const;
    const gel = await addService(
      services.database,
      dana.id,
      menuRow("Gel manicure", 4500, null, 60),
    );
    const art = await addService(services.database, dana.id, menuRow("Nail art", 2000, 3500, 30));
    const theirs = await addService(services.database, other.id, menuRow("Theirs", 1000, null, 20));

    // Chosen in any order, sent once each: kept in the menu's order.
    const id = await sendRequest(services, client, dana.id, {
      ...LOOK,
      serviceIds: [art, gel, art],
    });
    const expected = [
      { id: gel, name: "Gel manicure", priceCents: 4500, upToCents: null, minutes: 60 },
      { id: art, name: "Nail art", priceCents: 2000, upToCents: 3500, minutes: 30 },
    ];
    expect((await openConversation(services, dana, id))?.services).toEqual(expected);
    expect(estimateText(expected)).toBe("Estimated $65–80 · about 1 h 30 min");
    // What was asked for stays as it was asked, whatever the menu becomes.
    await updateService(services.database, dana.id, gel, menuRow("Gel manicure", 9900, null, 90));
    expect((await openConversation(services, client, id))?.services).toEqual(expected);

    const before = (await listRequests(services, client)).length;
    for (const serviceIds of [[theirs], [gel, "no-such-service"]])
      await expect(
        sendRequest(services, client, dana.id, { ...LOOK, serviceIds }),
      ).rejects.toMatchObject({ message: M.unknownService, field: "services" });
    expect(await listRequests(services, client)).toHaveLength(before);
  });

  it("moves through its states by the rules, each change a line, the other side unread", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);
    // A week ahead at 2:30 PM in the artist's zone (California).
    const day = dayIn("America/Los_Angeles", new Date(Date.now() + 7 * 86_400_000));
    const localTime = `${day}T14:30`;
    const at = instantIn("America/Los_Angeles", localTime)!;

    // The client cannot book or complete; the artist cannot cancel.
    await expect(actOnRequest(services, client, id, "book", { localTime })).rejects.toMatchObject({
      status: 409,
    });
    await expect(actOnRequest(services, dana, id, "cancel")).rejects.toMatchObject({ status: 409 });
    await expect(actOnRequest(services, dana, id, "complete")).rejects.toMatchObject({
      status: 409,
    });

    expect(await actOnRequest(services, dana, id, "reply", { body: "Happy to!" })).toBe("replied");
    expect(await unreadRequestCount(services, client)).toBe(1);
    // A proposal needs a time, in the future: the server checks, whatever the page sent.
    await expect(actOnRequest(services, dana, id, "propose")).rejects.toMatchObject({
      status: 400,
      field: "at",
      message: M.badTime,
    });
    await expect(
      actOnRequest(services, dana, id, "book", { localTime: "2020-01-01T10:00" }),
    ).rejects.toMatchObject({ status: 400, message: M.pastTime });
    expect(await actOnRequest(services, dana, id, "propose", { localTime })).toBe("replied");
    expect(await actOnRequest(services, client, id, "acceptTime")).toBe("booked");
    expect((await upcomingBookings(services, dana)).map((r) => r.id)).toEqual([id]);
    // Not completed before the appointment: the server checks, whatever the page offered.
    await expect(actOnRequest(services, dana, id, "complete")).rejects.toMatchObject({
      status: 409,
      message: M.notAllowedNow,
    });
    // The week passes (the appointment's time moved back: the booked line keeps the time).
    await database()
      .db.update(bookingRequest)
      .set({ bookedFor: sql`now() - interval '1 minute'` })
      .where(eq(bookingRequest.id, id));
    expect(await actOnRequest(services, dana, id, "complete")).toBe("completed");
    await expect(actOnRequest(services, client, id, "reply", { body: "thanks" })).rejects.toThrow(
      M.notAllowedNow,
    );

    const conversation = await openConversation(services, client, id);
    expect(conversation?.lines.map((line) => line.event)).toEqual([
      "sent",
      null,
      "proposed",
      "accepted",
      "completed",
    ]);
    expect(conversation?.lines.find((line) => line.event === "accepted")?.at).toBe(
      at.toISOString(),
    );
    // The client's Recent Activity says where their request to this artist stands.
    const activity = await recentActivity(services, client.id, 5);
    expect(activity.find((event) => event.artist.id === dana.id)?.kind).toEqual({
      request: "completed",
    });
  });

  it("a client answers a proposal with a time of their own; a booking is called off with a reason", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);
    const day = dayIn("America/Los_Angeles", new Date(Date.now() + 7 * 86_400_000));
    await actOnRequest(services, dana, id, "propose", { localTime: `${day}T14:30` });
    // The suggestion needs a time in the future, like a proposal; only the client suggests.
    await expect(
      actOnRequest(services, client, id, "suggestTime", { localTime: "2020-01-01T10:00" }),
    ).rejects.toMatchObject({ status: 400, field: "at", message: M.pastTime });
    await expect(
      actOnRequest(services, dana, id, "suggestTime", { localTime: `${day}T16:00` }),
    ).rejects.toMatchObject({ status: 409 });
    expect(
      await actOnRequest(services, client, id, "suggestTime", { localTime: `${day}T16:00` }),
    ).toBe("replied");
    // The proposal was answered: nothing left to accept, and the artist has a line unread.
    let seen = await openConversation(services, client, id);
    expect(seen?.proposedFor).toBeNull();
    await expect(actOnRequest(services, client, id, "acceptTime")).rejects.toMatchObject({
      status: 409,
    });
    expect(await unreadRequestCount(services, dana)).toBe(1);
    seen = await openConversation(services, dana, id);
    const suggestion = seen?.lines.at(-1);
    expect(suggestion?.event).toBe("suggested");
    expect(suggestion?.at).toBe(instantIn("America/Los_Angeles", `${day}T16:00`)!.toISOString());

    expect(await actOnRequest(services, dana, id, "book", { localTime: `${day}T16:00` })).toBe(
      "booked",
    );
    // Booked: declining is over; cancelling the booking is its own step, with its reason kept.
    await expect(actOnRequest(services, dana, id, "decline")).rejects.toMatchObject({
      status: 409,
    });
    expect(
      await actOnRequest(services, dana, id, "cancelBooking", { body: "I'm unwell that week." }),
    ).toBe("cancelled");
    seen = await openConversation(services, client, id);
    expect(seen?.lines.at(-1)).toMatchObject({
      event: "bookingCancelled",
      body: "I'm unwell that week.",
    });
    expect(await upcomingBookings(services, dana)).toEqual([]);
  });

  it("counts limits atomically: requests sent at once pass no more than the limit", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => sendRequest(services, client, dana.id, LOOK)),
    );
    const sent = results.filter((r) => r.status === "fulfilled");
    expect(sent).toHaveLength(REQUEST_LIMITS.openPerArtist);
    for (const refused of results.filter((r) => r.status === "rejected")) {
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(RequestError);
      expect((refused as PromiseRejectedResult).reason.message).toBe(M.tooManyOpen);
    }
    // Cancelling one frees its place.
    await actOnRequest(
      services,
      client,
      (sent[0] as PromiseFulfilledResult<string>).value,
      "cancel",
    );
    await expect(sendRequest(services, client, dana.id, LOOK)).resolves.toBeTypeOf("string");
  });

  it("counts a person's messages in the hour atomically: sent at once, no more than the limit pass", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK); // the request is one message
    // Someone else's recent messages and the artist's events count for nobody but their author.
    const other = await testAccount(services, "user");
    await sendRequest(services, other, dana.id, LOOK);
    const results = await Promise.allSettled(
      Array.from({ length: REQUEST_LIMITS.messagesPerHour + 5 }, (_, n) =>
        actOnRequest(services, client, id, "reply", { body: `note ${n}` }),
      ),
    );
    const passed = results.filter((r) => r.status === "fulfilled").length;
    expect(passed).toBe(REQUEST_LIMITS.messagesPerHour - 1);
    for (const refused of results.filter((r) => r.status === "rejected")) {
      expect((refused as PromiseRejectedResult).reason.message).toBe(M.tooManyMessages);
    }
    // Messages older than an hour no longer count.
    await database()
      .db.update(requestMessage)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(requestMessage.authorId, client.id));
    await expect(actOnRequest(services, client, id, "reply", { body: "back again" })).resolves.toBe(
      "new",
    );
  });

  it("keeps every message sent at once into one conversation, in the server's order", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);
    await Promise.all(
      Array.from({ length: 70 }, (_, n) =>
        actOnRequest(services, n % 2 ? client : dana, id, "reply", { body: `message ${n}` }),
      ),
    );
    // The latest lines first, earlier ones on the next page: 71 in all, in the server's order.
    const latest = (await openConversation(services, client, id))!;
    const earlier = (await openConversation(services, client, id, 2))!;
    expect(latest.lines).toHaveLength(LINES_PER_PAGE);
    expect(latest.earlier).toBe(true);
    expect(earlier.earlier).toBe(false);
    expect(earlier.lines[0]?.event).toBe("sent");
    const lines = [...earlier.lines, ...latest.lines];
    expect(lines).toHaveLength(71);
    expect(new Set(lines.map((line) => line.body)).size).toBe(71);
    const times = lines.map((line) => Date.parse(line.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Each side's unread counts the other's messages it has not opened.
    const [row] = await database()
      .db.select({ artistUnread: bookingRequest.artistUnread })
      .from(bookingRequest)
      .where(eq(bookingRequest.id, id));
    expect(row?.artistUnread).toBe(1 + 35);
  });

  it("refuses what is not a request to a published artist from a client", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    await expect(sendRequest(services, dana, dana.id, LOOK)).rejects.toThrow(M.clientsOnly);
    await expect(sendRequest(services, client, client.id, LOOK)).rejects.toThrow(M.notToSelf);
    await expect(sendRequest(services, client, "no-such-artist", LOOK)).rejects.toThrow(
      M.notAnArtist,
    );
    const hidden = await testPublishedArtist(services);
    await database().db.update(artist).set({ isActive: false }).where(eq(artist.id, hidden.id));
    await expect(sendRequest(services, client, hidden.id, LOOK)).rejects.toThrow(M.notAnArtist);
  });

  it("a deleted account's messages go with it; the other side keeps the conversation", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);
    await actOnRequest(services, dana, id, "reply", { body: "See you soon" });
    await deleteAccount(services, client.id);

    const seen = await openConversation(services, dana, id);
    expect(seen?.otherName).toBeNull();
    expect(seen?.lines.map((line) => line.body)).toEqual(["See you soon"]);
    const left = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(requestMessage)
      .where(eq(requestMessage.authorId, client.id));
    expect(left[0]?.n).toBe(0);
    // Nothing more can be said to nobody; the artist can still close it.
    await expect(actOnRequest(services, dana, id, "reply", { body: "hello?" })).rejects.toThrow(
      M.notAllowedNow,
    );
    expect(await actOnRequest(services, dana, id, "decline")).toBe("declined");
  });
});

describe(`request e-mails on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let sent: Mail[];
  beforeAll(() => {
    const real = createTestServices(database(), { PUBLIC_URL: "https://nailmatch.example" });
    sent = [];
    services = { ...real, mailer: { send: async (mail) => void sent.push(mail) } };
  });
  const to = (address: string) => sent.filter((mail) => mail.to === address);
  /** Moves a side's gathered e-mail to the end of its quiet time. */
  const makeDue = (requestId: string) =>
    database()
      .db.update(requestMailPending)
      .set({ dueAt: sql`now() - interval '1 second'` })
      .where(eq(requestMailPending.requestId, requestId));
  const pending = (requestId: string) =>
    database()
      .db.select()
      .from(requestMailPending)
      .where(eq(requestMailPending.requestId, requestId));

  it("says what was written, when, in the recipient's zone, with the photo and the link", async () => {
    const client = await testAccount(services, "user", "Cleo Client");
    const dana = await testPublishedArtist(services);
    const message = `Hi <script>alert("x")</script> & hello!\nSecond line\nThird line\nFourth line`;
    const id = await sendRequest(services, client, dana.id, { ...LOOK, message }, [
      await testPhoto(900, 1200),
    ]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const mail = sent[0]!;
    expect(mail).toMatchObject({ to: dana.email, subject: "New request from Cleo" });
    expect(mail.text).toContain("Cleo sent the request");
    expect(mail.text).toContain(`> Hi <script>alert("x")</script> & hello!`);
    expect(mail.text).toContain("> Third line…");
    expect(mail.text).not.toContain("Fourth line");
    // When it was written, in the artist's zone (California), said in words.
    const [line] = await database()
      .db.select({ createdAt: requestMessage.createdAt })
      .from(requestMessage)
      .where(eq(requestMessage.requestId, id));
    const written = formatAppointment(line!.createdAt, "America/Los_Angeles");
    expect(written).toContain("Pacific Time");
    expect(mail.text).toContain(`Sent ${written}`);
    expect(mail.text).toContain(`https://nailmatch.example/requests/${id}`);
    expect(mail.text).not.toContain(client.email);
    // The HTML shows the message as text, and the photo from inside the e-mail, never by address.
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(
      "Hi &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; hello!",
    );
    expect(mail.html).toContain(`<img src="cid:${PHOTO_CID}" alt="A photo Cleo sent"`);
    expect(mail.html).not.toContain("/photos/");
    expect(mail.attachments).toHaveLength(1);
    const [photo] = mail.attachments!;
    expect(photo).toMatchObject({ cid: PHOTO_CID, contentType: "image/jpeg" });
    expect(photo!.content.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(photo!.content.length).toBeLessThan(20_000);
  });

  it("gathers a burst into one later e-mail that names every step, sent once", async () => {
    const client = await testAccount(services, "user", "Cleo Client");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);
    await vi.waitFor(() => expect(to(dana.email)).toHaveLength(1));

    // The artist's first reply e-mails the client at once…
    await actOnRequest(services, dana, id, "reply", { body: "Sure! Let me check my week." });
    await vi.waitFor(() => expect(to(client.email)).toHaveLength(1));
    expect(to(client.email)[0]).toMatchObject({ subject: "New reply from Dana's Nails" });
    expect(to(client.email)[0]!.text).toContain("> Sure! Let me check my week.");

    // …and what follows within the quiet time waits, every step of it.
    const day = dayIn("America/Los_Angeles", new Date(Date.now() + 7 * 86_400_000));
    await actOnRequest(services, dana, id, "reply", { body: "Tuesday works." });
    await actOnRequest(services, dana, id, "propose", { localTime: `${day}T14:00` });
    await actOnRequest(services, dana, id, "reply", { body: "Or I can book it right away." });
    await actOnRequest(services, dana, id, "book", { localTime: `${day}T15:30` });
    expect(await sendDueRequestMails(services)).toBe(0);
    expect(to(client.email)).toHaveLength(1);
    const [waiting] = await pending(id);
    expect(waiting?.messageIds).toHaveLength(4);
    expect(waiting!.dueAt.getTime()).toBeGreaterThan(Date.now());

    // Its time comes: two instances sweep at once, one e-mail goes.
    await makeDue(id);
    const swept = await Promise.all([sendDueRequestMails(services), sendDueRequestMails(services)]);
    expect(swept.reduce((a, b) => a + b)).toBe(1);
    expect(to(client.email)).toHaveLength(2);
    const gathered = to(client.email)[1]!;
    expect(gathered.subject).toBe(
      "2 new messages, a proposed time and a booking from Dana's Nails",
    );
    const zone = "America/Los_Angeles";
    const at = (local: string) => formatAppointment(instantIn(zone, local)!, zone);
    for (const step of [
      "> Tuesday works.",
      `Dana's Nails proposed ${at(`${day}T14:00`)}`,
      "> Or I can book it right away.",
      `Dana's Nails marked it as booked for ${at(`${day}T15:30`)}`,
    ]) {
      expect(gathered.text).toContain(step);
    }
    expect(gathered.text.indexOf("Tuesday works")).toBeLessThan(gathered.text.indexOf("booked"));
    expect(await pending(id)).toEqual([]);
    expect(await sendDueRequestMails(services)).toBe(0);

    // The quiet time starts again from that e-mail: the next line waits for its end.
    await actOnRequest(services, dana, id, "reply", { body: "See you then!" });
    const [next] = await pending(id);
    expect(next).toMatchObject({ recipient: "client" });
    expect(next!.dueAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("sends nothing to an account that turned request e-mails off", async () => {
    const client = await testAccount(services, "user", "Cleo Client");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);
    await vi.waitFor(() => expect(to(dana.email)).toHaveLength(1));
    await setRequestEmails(services, client.id, false);
    expect(await requestEmailsOn(services, client.id)).toBe(false);
    await actOnRequest(services, dana, id, "reply", { body: "Hello!" });
    await actOnRequest(services, dana, id, "reply", { body: "Are you there?" });
    await makeDue(id);
    await sendDueRequestMails(services);
    expect(to(client.email)).toEqual([]);
    expect(await pending(id)).toEqual([]);
    // On again: the next step is told.
    await setRequestEmails(services, client.id, true);
    await database()
      .db.update(bookingRequest)
      .set({ clientNotifiedAt: null })
      .where(eq(bookingRequest.id, id));
    await actOnRequest(services, dana, id, "decline", { body: "Fully booked this month." });
    await vi.waitFor(() => expect(to(client.email)).toHaveLength(1));
    expect(to(client.email)[0]).toMatchObject({ subject: "Dana's Nails declined your request" });
    expect(to(client.email)[0]!.text).toContain("> Fully booked this month.");
  });

  it("tells a blocked client their conversation closed", async () => {
    const client = await testAccount(services, "user", "Cleo Client");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);
    await blockClient(services, dana, id);
    await vi.waitFor(() => expect(to(client.email)).toHaveLength(1));
    expect(to(client.email)[0]).toMatchObject({
      subject: "Dana's Nails closed the conversation",
    });
  });
});

describe(`blocking and reporting on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  it("a blocked client's open requests close and no new one goes through, until unblocked", async () => {
    const client = await testAccount(services, "user", "Cleo Client");
    const dana = await testPublishedArtist(services);
    const first = await sendRequest(services, client, dana.id, LOOK);
    const second = await sendRequest(services, client, dana.id, LOOK);
    await actOnRequest(services, client, second, "cancel");
    // Only the request's artist can block, from one of their own requests.
    await expect(blockClient(services, client, first)).rejects.toMatchObject({ status: 404 });

    await blockClient(services, dana, first);
    const closed = (await openConversation(services, client, first))!;
    expect(closed.state).toBe("declined");
    expect(closed.lines.at(-1)?.event).toBe("closed");
    // The cancelled one stays as it was.
    expect((await openConversation(services, client, second))!.lines.at(-1)?.event).toBe(
      "cancelled",
    );
    expect((await openConversation(services, dana, first))!.blocked).toBe(true);
    await expect(sendRequest(services, client, dana.id, LOOK)).rejects.toThrow(M.blocked);

    await unblockClient(services, dana, first);
    await expect(sendRequest(services, client, dana.id, LOOK)).resolves.toBeTypeOf("string");
  });
});

import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createApp } from "~/server/http/app";
import { openConversation } from "~/server/requests/requests";
import { sendRequest } from "~/server/requests/send";
import { testPublishedArtist } from "~/server/testing/artists";
import { testDriver, useTestDatabase } from "~/server/testing/database";
import { testPhoto } from "~/server/testing/images";
import { routeBuild } from "~/server/testing/route-build";
import { createTestServices } from "~/server/testing/services";
import { signedUpAccount } from "~/server/testing/sign-up";
import * as requestPhoto from "./request-photo";
import { testRequest } from "~/server/testing/requests";

// A request photo's file as its client's browser gets it: through the whole app (security
// headers, session, the route), where headers set twice used to be sent twice.

describe(`a request photo through the app on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("carries each of its headers once: nosniff, and no cache", async () => {
    const services = createTestServices(database());
    const { cookie, user: client } = await signedUpAccount(
      services,
      {
        name: "Cleo Client",
        email: "photo-client@example.com",
        username: "photo_client",
        userType: "user",
      },
      "192.0.2.41",
    );
    const dana = await testPublishedArtist(services, "NY");
    const look = testRequest("Chrome almonds for a party, please.");
    const id = await sendRequest(services, client, dana.id, look, [await testPhoto(600, 400)]);
    const url = (await openConversation(services, client, id))!.lines[0]!.photos[0]!.sources[0]!
      .url;

    const build = routeBuild({
      "routes/request-photo": { path: "requests/:id/photos/:photo/:file", module: requestPhoto },
    });
    const server = createApp({ services, build }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\/(avif|webp)$/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    } finally {
      server.close();
    }
  });
});

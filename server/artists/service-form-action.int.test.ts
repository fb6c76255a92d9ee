import { beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_INTENTS as I } from "~/core/artists/dashboard-requests";
import { SERVICE_EDITOR_MESSAGES, type ServiceIntent } from "~/core/artists/service-form";
import { SERVICE_MESSAGES } from "~/core/artists/services";
import type { AppServices } from "../context";
import { testPublishedArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { serviceFormAction } from "./service-form-action";
import { readServiceMenu } from "./services";

// The editor's forms as the dashboard's action receives them: from a script (an answer) or from
// a page without JavaScript (back to the menu), a bad row refused with what was typed.

const row = {
  name: "Gel manicure",
  category: "Manicure",
  price: "$45",
  upTo: "",
  minutes: "60",
  description: "",
};

describe(`the service menu's forms on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  const post = (
    artistId: string,
    intent: ServiceIntent,
    fields: Record<string, string>,
    pageLoad = false,
  ) => {
    const form = new FormData();
    form.set("intent", intent);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const request = new Request("http://localhost/dashboard?step=2", {
      method: "POST",
      headers: { "sec-fetch-dest": pageLoad ? "document" : "empty" },
    });
    return serviceFormAction(request, database(), artistId, intent, form).catch(
      (thrown: unknown) => thrown,
    );
  };
  const menu = async (artistId: string) =>
    (await readServiceMenu(database(), artistId)).map(({ name, priceCents, upToCents }) => ({
      name,
      priceCents,
      upToCents,
    }));

  it("add a row from a script, and from a page without JavaScript back to the menu", async () => {
    const { id } = await testPublishedArtist(services);
    expect(await post(id, I.addService, row)).toEqual({
      ok: true,
      serviceForm: "new",
      intent: I.addService,
    });
    const back = (await post(
      id,
      I.addService,
      { ...row, upTo: "80", price: "50" },
      true,
    )) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/dashboard?step=2#services");
    expect(await menu(id)).toEqual([
      { name: "Gel manicure", priceCents: 4500, upToCents: null },
      { name: "Gel manicure", priceCents: 5000, upToCents: 8000 },
    ]);
  });

  it.each([
    [{ name: "G" }, "name", SERVICE_MESSAGES.name],
    [{ price: "0.50" }, "price", SERVICE_MESSAGES.price],
    [{ price: "ten" }, "price", SERVICE_MESSAGES.price],
    [{ upTo: "30" }, "upTo", SERVICE_MESSAGES.upTo],
    [{ minutes: "601" }, "minutes", SERVICE_MESSAGES.duration],
    [{ category: "Massage" }, "category", SERVICE_MESSAGES.category],
  ])(
    "refuse a bad row (%j), save nothing and give back what was typed",
    async (bad, field, message) => {
      const { id } = await testPublishedArtist(services);
      const typed = { ...row, ...bad };
      const answer = (await post(id, I.addService, typed)) as { data: unknown; init: ResponseInit };
      expect(answer.init.status).toBe(400);
      expect(answer.data).toEqual({
        error: { field, message },
        serviceForm: "new",
        submitted: typed,
      });
      expect(await menu(id)).toEqual([]);
    },
  );

  it("save, move and remove by id, and say so when the service is gone", async () => {
    const { id } = await testPublishedArtist(services);
    await post(id, I.addService, row);
    await post(id, I.addService, { ...row, name: "Spa pedicure", category: "Pedicure" });
    const [first] = await readServiceMenu(database(), id);
    await post(id, I.saveService, { ...row, serviceId: first!.id, name: "Classic manicure" });
    await post(id, I.moveService, { serviceId: first!.id, direction: "down" });
    expect((await menu(id)).map((s) => s.name)).toEqual(["Spa pedicure", "Classic manicure"]);
    // A bad edit changes nothing.
    await post(id, I.saveService, { ...row, serviceId: first!.id, minutes: "3" });
    expect((await menu(id)).map((s) => s.name)).toEqual(["Spa pedicure", "Classic manicure"]);
    await post(id, I.removeService, { serviceId: first!.id });
    const again = (await post(id, I.removeService, { serviceId: first!.id })) as {
      data: { error: { message: string } };
      init: ResponseInit;
    };
    expect(again.init.status).toBe(404);
    expect(again.data.error.message).toBe(SERVICE_EDITOR_MESSAGES.notFound);
    expect((await menu(id)).map((s) => s.name)).toEqual(["Spa pedicure"]);
  });
});

import { data, redirect } from "react-router";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import {
  NEW_SERVICE_FORM,
  SERVICE_EDITOR_COPY,
  readServiceForm,
  serviceEditSearch,
  type ServiceFormAnswer,
  type ServiceIntent,
} from "~/core/artists/service-form";
import { serviceSchema } from "~/core/artists/services";
import { REQUEST_MESSAGES, firstError } from "~/core/forms";
import type { DatabaseHandle } from "../db/client";
import { isPageLoad } from "../http/page-load";
import { ProfileError } from "./errors";
import { addService, moveService, removeService, updateService } from "./services";

const I = DASHBOARD_INTENTS;

/**
 * One of the service menu editor's forms (add, save, move, remove), for the dashboard's action.
 * A bad row saves nothing and comes back with what was typed; a page load (no JavaScript) that
 * succeeds is sent back to the menu on the page it came from.
 */
export async function serviceFormAction(
  request: Request,
  database: DatabaseHandle,
  artistId: string,
  intent: ServiceIntent,
  form: FormData,
) {
  const { serviceId, direction, fields } = readServiceForm(form);
  const serviceForm = intent === I.addService ? NEW_SERVICE_FORM : serviceId;
  const refused = (error: { field: string; message: string }, status: number) =>
    data({ error, serviceForm, submitted: fields } satisfies ServiceFormAnswer, { status });
  if (intent !== I.addService && !serviceId)
    return refused({ field: "form", message: REQUEST_MESSAGES.unknownIntent }, 400);
  try {
    if (intent === I.moveService) await moveService(database, artistId, serviceId, direction);
    else if (intent === I.removeService) await removeService(database, artistId, serviceId);
    else {
      const parsed = serviceSchema.safeParse(fields);
      if (!parsed.success) return refused(firstError(parsed.error)!, 400);
      if (intent === I.addService) await addService(database, artistId, parsed.data);
      else await updateService(database, artistId, serviceId, parsed.data);
    }
  } catch (error) {
    if (!(error instanceof ProfileError)) throw error;
    return refused({ field: error.field, message: error.message }, error.status);
  }
  if (isPageLoad(request)) {
    const { pathname, search } = new URL(request.url);
    // Back to the menu, the row's editor closed.
    throw redirect(`${pathname}${serviceEditSearch(search, null)}#${SERVICE_EDITOR_COPY.anchor}`);
  }
  return { ok: true, serviceForm, intent } satisfies ServiceFormAnswer;
}

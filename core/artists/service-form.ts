import { INTENT_FIELD } from "../forms";
import { DASHBOARD_INTENTS } from "./dashboard-requests";
import { SERVICE_LIMITS, dollarsText, type Service } from "./services";

// The service menu editor's forms (the wizard's Booking Information step and the dashboard): one
// plain form per change (add, save, move, remove), so each works without JavaScript and a bad
// row saves nothing. The rules for a row are `serviceSchema`'s.

export const SERVICE_INTENTS = [
  DASHBOARD_INTENTS.addService,
  DASHBOARD_INTENTS.saveService,
  DASHBOARD_INTENTS.moveService,
  DASHBOARD_INTENTS.removeService,
] as const;
export type ServiceIntent = (typeof SERVICE_INTENTS)[number];

export const isServiceIntent = (intent: unknown): intent is ServiceIntent =>
  SERVICE_INTENTS.includes(intent as ServiceIntent);

/** The form's field names. */
export const SERVICE_FIELDS = {
  intent: INTENT_FIELD,
  serviceId: "serviceId",
  direction: "direction",
  name: "name",
  category: "category",
  price: "price",
  upTo: "upTo",
  minutes: "minutes",
  description: "description",
} as const;

/** The editor's words. */
export const SERVICE_EDITOR_COPY = {
  wizardHeading: "Services & prices (optional)",
  dashboardHeading: "Services & prices",
  intro: "What you offer, for how much and how long. Clients see it on your profile.",
  empty: "No services yet. Clients see a price on your card once you add one.",
  add: "Add a service",
  addSubmit: "Add service",
  save: "Save service",
  edit: "Edit",
  cancel: "Cancel",
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  added: "Service added.",
  saved: "Service saved.",
  removed: "Service removed.",
  moved: "Menu order saved.",
  /** The anchor the page returns to after a change made without JavaScript. */
  anchor: "services",
} as const;

/** The address asks for one row's editor open (`?service={id}`): how Edit works without script. */
export const SERVICE_EDIT_PARAM = "service";

/** A row's anchor on the page. */
export const serviceAnchor = (serviceId: string) => `service-${serviceId}`;

/** `search` with one row's editor asked for (an id) or none (null). */
export function serviceEditSearch(search: string, serviceId: string | null): string {
  const params = new URLSearchParams(search);
  if (serviceId) params.set(SERVICE_EDIT_PARAM, serviceId);
  else params.delete(SERVICE_EDIT_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Why a change to a service was refused, beyond the row's own rules. */
export const SERVICE_EDITOR_MESSAGES = {
  notFound: "That service is no longer on your menu. Reload the page to see it as it is.",
} as const;

/** A row's fields as typed (what the form sends, and shows back after a refusal). */
export type ServiceFormFields = Record<
  "name" | "category" | "price" | "upTo" | "minutes" | "description",
  string
>;

export const blankServiceFields: ServiceFormFields = {
  name: "",
  category: "",
  price: "",
  upTo: "",
  minutes: "",
  description: "",
};

/** A saved service as its edit form starts. */
export const serviceFields = (service: Service): ServiceFormFields => ({
  name: service.name,
  category: service.category,
  price: dollarsText(service.priceCents),
  upTo: service.upToCents === null ? "" : dollarsText(service.upToCents),
  minutes: String(service.minutes),
  description: service.description,
});

/** Reads one of the editor's forms; each text field is cut to a length no real row reaches. */
export function readServiceForm(form: FormData) {
  const F = SERVICE_FIELDS;
  const text = (name: string, max = 64) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const fields: ServiceFormFields = {
    name: text(F.name, SERVICE_LIMITS.name.max * 4),
    category: text(F.category),
    price: text(F.price),
    upTo: text(F.upTo),
    minutes: text(F.minutes),
    description: text(F.description, SERVICE_LIMITS.description * 4),
  };
  return {
    intent: text(F.intent),
    serviceId: text(F.serviceId),
    direction: text(F.direction) === "up" ? ("up" as const) : ("down" as const),
    fields,
  };
}

/** Which of the page's service forms an answer is about: a saved service's id, or the new row. */
export const NEW_SERVICE_FORM = "new";

/** The action's answer to a service form. */
export type ServiceFormAnswer =
  | { ok: true; serviceForm: string; intent: ServiceIntent }
  | {
      error: { field: string; message: string };
      serviceForm: string;
      submitted: ServiceFormFields;
    };

export const isServiceAnswer = (answer: unknown): answer is ServiceFormAnswer =>
  Boolean(answer) && typeof answer === "object" && "serviceForm" in (answer as object);

import { Form, redirect } from "react-router";
import { DeleteAccountDialog } from "~/app/components/delete-account-dialog";
import { LocalDate } from "~/app/components/local-date";
import { NameEditor } from "~/app/components/name-editor";
import { Button } from "~/app/components/ui/button";
import { Panel } from "~/app/components/ui/panel";
import { pageMeta } from "~/app/lib/brand";
import {
  DELETE_CONFIRMATION_WORD,
  isDeleteConfirmed,
  nameSchema,
} from "~/core/accounts/validation";
import { ACCOUNT_INTENTS, formError, INTENT_FIELD } from "~/core/forms";
import { AFTER_DELETION_PATH } from "~/core/accounts/deletion";
import { isArtist } from "~/core/accounts/user";
import { deleteAccount, expiredSessionCookies, updateName } from "~/server/accounts/account";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { requestEmailsOn, setRequestEmails } from "~/server/requests/notify";
import { REQUEST_EMAIL } from "~/core/request-emails";
import { formAction } from "~/server/http/request-body";
import type { Route } from "./+types/account-settings";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Account Settings",
    description: "Your name, e-mail address, password and account.",
  });

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/account-settings.tsx", "read");
  return { user, requestEmails: await requestEmailsOn(getServices(args.context), user.id) };
}

/** The request e-mails' checkbox: present in the form when ticked. */
const REQUEST_EMAILS_FIELD = "requestEmails";

export const action = formAction(async (args: Route.ActionArgs, form) => {
  const user = authorize(args, "routes/account-settings.tsx", "write");
  const services = getServices(args.context);

  if (form.get(INTENT_FIELD) === ACCOUNT_INTENTS.rename) {
    const name = nameSchema.safeParse(form.get("name") ?? "");
    if (name.success && name.data) await updateName(services, user.id, name.data);
    return { ok: true };
  }
  if (form.get(INTENT_FIELD) === ACCOUNT_INTENTS.requestEmails) {
    await setRequestEmails(services, user.id, form.get(REQUEST_EMAILS_FIELD) === "on");
    return { emailsSaved: true };
  }
  if (form.get(INTENT_FIELD) === ACCOUNT_INTENTS.deleteAccount) {
    if (!isDeleteConfirmed(String(form.get("confirmation") ?? ""))) {
      return formError(`Type ${DELETE_CONFIRMATION_WORD} to confirm.`);
    }
    try {
      await deleteAccount(services, user.id);
    } catch (error) {
      services.logger.error({ err: error, userId: user.id }, "account deletion failed");
      return formError("Failed to delete your account. Please try again.");
    }
    throw redirect(AFTER_DELETION_PATH, { headers: await expiredSessionCookies(services) });
  }
  return formError("Unknown request.");
});

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="min-w-0 text-ink-950">{children}</dd>
    </div>
  );
}

export default function AccountSettings({
  loaderData: { user, requestEmails },
  actionData,
}: Route.ComponentProps) {
  const saved = Boolean(actionData && "emailsSaved" in actionData);
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Account Settings</h1>
      <p className="mt-2 text-ink-600">Your sign-in details and how you appear on the site.</p>

      <Panel as="section" aria-labelledby="account-heading" className="mt-8 px-6 py-2">
        <h2 id="account-heading" className="sr-only">
          Your account
        </h2>
        <dl className="divide-y divide-ink-100">
          <Row label="Name">
            <NameEditor name={user.name} />
          </Row>
          <Row label="Username">
            <span className="font-medium">@{user.username ?? "not set"}</span>{" "}
            <span className="ml-2 rounded-full bg-ink-50 px-2.5 py-0.5 text-xs font-medium text-ink-600">
              cannot be changed
            </span>
          </Row>
          <Row label="Email">
            <span className="break-all">{user.email}</span>
          </Row>
          <Row label="Member Since">
            {user.createdAt ? (
              <LocalDate iso={user.createdAt} options={{ dateStyle: "long" }} />
            ) : (
              "Unknown"
            )}
          </Row>
        </dl>
      </Panel>

      <Panel as="section" aria-labelledby="email-heading" className="mt-8 p-6">
        <h2 id="email-heading" className="font-sans text-lg font-semibold">
          E-mail
        </h2>
        {/* A plain form: it works before and without JavaScript. */}
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name={INTENT_FIELD} value={ACCOUNT_INTENTS.requestEmails} />
          <div className="flex items-start gap-3">
            <input
              id="request-emails"
              type="checkbox"
              name={REQUEST_EMAILS_FIELD}
              defaultChecked={requestEmails}
              aria-describedby="request-emails-hint"
              className="mt-1 size-5 accent-brand-600"
            />
            <div>
              <label htmlFor="request-emails" className="font-medium text-ink-900">
                {REQUEST_EMAIL.settingLabel}
              </label>
              <p id="request-emails-hint" className="text-sm text-ink-600">
                {REQUEST_EMAIL.settingHint}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="sm" variant="secondary">
              {REQUEST_EMAIL.settingSave}
            </Button>
            {saved && (
              <p role="status" className="text-sm font-medium text-emerald-800">
                {REQUEST_EMAIL.settingSaved}
              </p>
            )}
          </div>
        </Form>
      </Panel>

      <Panel as="section" aria-labelledby="danger-heading" className="mt-8 p-6 ring-red-200">
        <h2 id="danger-heading" className="font-sans text-lg font-semibold text-red-800">
          Danger Zone
        </h2>
        <p className="mt-2 mb-5 text-ink-700">
          Deleting your account removes all of your data permanently. This cannot be undone.
        </p>
        <DeleteAccountDialog artist={isArtist(user)} />
      </Panel>
    </div>
  );
}

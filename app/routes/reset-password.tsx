import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/app/components/auth-card";
import { Button } from "~/app/components/ui/button";
import { FormAlert } from "~/app/components/ui/field";
import { NewPasswordFields } from "~/app/components/ui/password-fields";
import { pageMeta } from "~/app/lib/brand";
import { revalidateUnlessFailed, withNetworkError } from "~/app/lib/client-action";
import { useFieldErrors } from "~/app/lib/use-field-errors";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import { resetPasswordSchema } from "~/core/accounts/validation";
import { firstError } from "~/core/forms";
import { resetLinkAccount, resetPassword } from "~/server/auth/password-reset";
import { getServices } from "~/server/context";
import { formAction } from "~/server/http/request-body";
import type { Route } from "./+types/reset-password";
import { authorize } from "~/server/auth/guards";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Choose a new password",
    description: "Choose a new password for your account.",
  }),
  { name: "referrer", content: "no-referrer" },
];

export async function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/reset-password.tsx", "read");
  const { request, context } = args;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  // A used or expired link says so at once, not after a new password has been typed.
  const live = token && (await resetLinkAccount(getServices(context), token));
  return { token: live ? token : "" };
}

export const action = formAction(async (args: Route.ActionArgs, form) => {
  authorize(args, "routes/reset-password.tsx", "write");
  const result = await resetPassword(getServices(args.context), form);
  if (!result.ok) return { error: result.error };
  throw redirect("/login?reset=done");
});

export const shouldRevalidate = revalidateUnlessFailed;

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const parsed = resetPasswordSchema.safeParse(
    Object.fromEntries(await request.clone().formData()),
  );
  if (!parsed.success) return { error: firstError(parsed.error)! };
  return withNetworkError(serverAction);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle";
  const { errors, onEdit, formRef } = useFieldErrors(actionData);

  if (!loaderData.token) {
    return (
      <AuthCard title="Choose a new password">
        <FormAlert>{AUTH_MESSAGES.resetInvalid}</FormAlert>
        <Link
          to="/forgot-password"
          className="mt-6 inline-block font-semibold text-brand-700 hover:text-brand-900"
        >
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="You’ll be signed out everywhere else once it is saved."
    >
      <div className="space-y-5">
        {errors.form && (
          <FormAlert>
            {errors.form}{" "}
            <Link to="/forgot-password" className="underline">
              Request a new link
            </Link>
          </FormAlert>
        )}
        <Form method="post" noValidate onChange={onEdit} ref={formRef} className="space-y-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields label="New password" errors={errors} />
          <Button type="submit" size="lg" className="w-full" disabled={saving}>
            {saving ? "Saving..." : "Set new password"}
          </Button>
        </Form>
      </div>
    </AuthCard>
  );
}

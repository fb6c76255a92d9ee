import { MailCheck } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/app/components/auth-card";
import { Button } from "~/app/components/ui/button";
import { EmailField, FormAlert } from "~/app/components/ui/field";
import { pageMeta } from "~/app/lib/brand";
import { revalidateUnlessFailed, withNetworkError } from "~/app/lib/client-action";
import { useFieldErrors } from "~/app/lib/use-field-errors";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import { forgotPasswordSchema } from "~/core/accounts/validation";
import { firstError } from "~/core/forms";
import { requestPasswordReset } from "~/server/auth/password-reset";
import { getServices } from "~/server/context";
import { formAction } from "~/server/http/request-body";
import type { Route } from "./+types/forgot-password";
import { authorize } from "~/server/auth/guards";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Reset your password",
    description: "Get an e-mail with a link to choose a new password.",
  });

export const action = formAction(async (args: Route.ActionArgs, form) => {
  authorize(args, "routes/forgot-password.tsx", "write");
  const result = await requestPasswordReset(getServices(args.context), args.request, form);
  return result.ok ? { sent: true as const } : { error: result.error };
});

export const shouldRevalidate = revalidateUnlessFailed;

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const parsed = forgotPasswordSchema.safeParse({
    email: (await request.clone().formData()).get("email"),
  });
  if (!parsed.success) return { error: firstError(parsed.error)! };
  return withNetworkError(serverAction);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle";
  const { errors, onEdit, formRef } = useFieldErrors(
    actionData && "error" in actionData ? actionData : undefined,
  );
  const sent = actionData && "sent" in actionData;

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email of your account and we’ll send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-900">
          Back to log in
        </Link>
      }
    >
      {sent ? (
        <div
          className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200"
          role="status"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>{AUTH_MESSAGES.resetRequested}</p>
        </div>
      ) : (
        <div className="space-y-5">
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          <Form method="post" noValidate onChange={onEdit} ref={formRef} className="space-y-5">
            <EmailField error={errors.email} />
            <Button type="submit" size="lg" className="w-full" disabled={sending}>
              {sending ? "Sending..." : "Send reset link"}
            </Button>
          </Form>
        </div>
      )}
    </AuthCard>
  );
}

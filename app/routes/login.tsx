import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, OrDivider } from "~/app/components/auth-card";
import { ProviderSignIn } from "~/app/components/provider-sign-in";
import { Button } from "~/app/components/ui/button";
import { EmailField, FormAlert } from "~/app/components/ui/field";
import { PasswordField } from "~/app/components/ui/password-fields";
import { pageMeta } from "~/app/lib/brand";
import { revalidateUnlessFailed, withNetworkError } from "~/app/lib/client-action";
import { useFieldErrors } from "~/app/lib/use-field-errors";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import { loginSchema } from "~/core/accounts/validation";
import { firstError, INTENT_FIELD, SIGN_IN_INTENTS } from "~/core/forms";
import { pageWithReturn, safeRedirect } from "~/core/redirect";
import { signIn, startProviderSignIn } from "~/server/auth/credentials";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { formAction } from "~/server/http/request-body";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Log in",
    description: "Log in to save favorite nail artists and see how to contact and book them.",
    canonical: "/login",
  });

export function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/login.tsx", "read");
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(params.get("redirectTo"));
  const providerError = params.get("error");
  return {
    redirectTo,
    providerName: getServices(context).config.oidc?.name ?? null,
    passwordChanged: params.get("reset") === "done",
    providerError: providerError
      ? providerError === "account_not_linked"
        ? AUTH_MESSAGES.providerAccountExists
        : AUTH_MESSAGES.providerFailed
      : null,
  };
}

export const action = formAction(async (args: Route.ActionArgs, form) => {
  authorize(args, "routes/login.tsx", "write");
  const { request, context } = args;
  const services = getServices(context);
  const redirectTo = safeRedirect(form.get("redirectTo"));
  if (form.get(INTENT_FIELD) === SIGN_IN_INTENTS.provider && services.config.oidc) {
    const { url, headers } = await startProviderSignIn(services, request, redirectTo);
    throw redirect(url, { headers });
  }
  const result = await signIn(services, request, form);
  if (!result.ok) return { error: result.error };
  throw redirect(redirectTo, { headers: result.headers });
});

export const shouldRevalidate = revalidateUnlessFailed;

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  if (form.get(INTENT_FIELD) !== SIGN_IN_INTENTS.provider) {
    const parsed = loginSchema.safeParse({
      email: form.get("email"),
      password: form.get("password"),
    });
    if (!parsed.success) return { error: firstError(parsed.error)! };
  }
  return withNetworkError(serverAction);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, providerName, passwordChanged, providerError } = loaderData;
  const navigation = useNavigation();
  const signingIn =
    navigation.state !== "idle" &&
    navigation.formAction === "/login" &&
    navigation.formData?.get(INTENT_FIELD) !== SIGN_IN_INTENTS.provider;
  const { errors, onEdit, formRef } = useFieldErrors(actionData);
  const signupPath = pageWithReturn("/signup", redirectTo);
  const formError = errors.form ?? providerError;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to see artists’ contact details and your favorites."
      footer={
        <>
          Don’t have an account?{" "}
          <Link to={signupPath} className="font-semibold text-brand-700 hover:text-brand-900">
            Sign up
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {passwordChanged && (
          <FormAlert tone="success">
            Your password has been changed. Log in with your new password.
          </FormAlert>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <Form method="post" noValidate onChange={onEdit} ref={formRef} className="space-y-5">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <EmailField error={errors.email} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-ink-700">
              <input type="checkbox" name="rememberMe" className="size-4 accent-brand-600" />
              Remember me
            </label>
            <Link
              to="/forgot-password"
              className="text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              Forgot your password?
            </Link>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={signingIn}>
            {signingIn ? "Signing in..." : "Sign in"}
          </Button>
        </Form>
        {providerName && (
          <>
            <OrDivider />
            <ProviderSignIn name={providerName} redirectTo={redirectTo} />
          </>
        )}
      </div>
    </AuthCard>
  );
}

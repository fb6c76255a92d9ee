import { useEffect, useState } from "react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, OrDivider } from "~/app/components/auth-card";
import { inlineLinkClass } from "~/app/components/legal-page";
import { ProviderSignIn } from "~/app/components/provider-sign-in";
import { Button } from "~/app/components/ui/button";
import { EmailField, Field, FormAlert } from "~/app/components/ui/field";
import { NewPasswordFields } from "~/app/components/ui/password-fields";
import { pageMeta } from "~/app/lib/brand";
import { revalidateUnlessFailed, withNetworkError } from "~/app/lib/client-action";
import { cn } from "~/app/lib/cn";
import { useFieldErrors } from "~/app/lib/use-field-errors";
import { signupSchema, type UserType } from "~/core/accounts/validation";
import { fieldErrors, firstError } from "~/core/forms";
import { LEGAL_COPY } from "~/core/legal";
import { LEGAL_NAV, PRIVACY_PATH, TERMS_PATH } from "~/core/site-nav";
import { pageWithReturn, safeRedirect } from "~/core/redirect";
import { signUp } from "~/server/auth/sign-up";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { formAction } from "~/server/http/request-body";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Create your account",
    description:
      "Create a free account to save nail artists and contact them, or to publish your portfolio as an artist.",
    canonical: "/signup",
  });

// The spec's two tabs, as a radio group in the form (decision 0022): the choice is a form value,
// so it works from the first paint and is sent with the form. Each hint shows while its type is
// checked (CSS, so before hydration too).
const ACCOUNT_TYPES = [
  {
    value: "user",
    label: "I'm a Client",
    hint: "Browse and book nail artists",
    hintClass: "group-has-[[value=user]:checked]:block",
  },
  {
    value: "artist",
    label: "I'm an Artist",
    hint: "Create your artist profile and start getting clients",
    hintClass: "group-has-[[value=artist]:checked]:block",
  },
] as const satisfies ReadonlyArray<{
  value: UserType;
  label: string;
  hint: string;
  hintClass: string;
}>;

export function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/signup.tsx", "read");
  const redirectTo = safeRedirect(new URL(args.request.url).searchParams.get("redirectTo"));
  return { redirectTo, providerName: getServices(args.context).config.oidc?.name ?? null };
}

export const action = formAction(async (args: Route.ActionArgs, form) => {
  authorize(args, "routes/signup.tsx", "write");
  const { request, context } = args;
  const result = await signUp(getServices(context), request, form);
  if (!result.ok) return { error: result.error, errors: result.errors };
  // Artists start on their dashboard (the profile wizard), clients where they were going.
  const next =
    form.get("userType") === "artist" ? "/dashboard" : safeRedirect(form.get("redirectTo"));
  throw redirect(next, { headers: result.headers });
});

export const shouldRevalidate = revalidateUnlessFailed;

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = Object.fromEntries(await request.clone().formData());
  const parsed = signupSchema.safeParse(form);
  // The availability of the username (rule 7) is only known to the server, which checks the
  // rules in order again; anything the browser can check is shown without a round trip.
  if (!parsed.success) {
    // Every field's error at once, focus on the first.
    return { error: firstError(parsed.error)!, errors: fieldErrors(parsed.error) };
  }
  return withNetworkError(serverAction);
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, providerName } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const [userType, setUserType] = useState<UserType>(
    searchParams.get("type") === "artist" ? "artist" : "user",
  );
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formAction === "/signup";
  const { errors, onEdit, formRef } = useFieldErrors(actionData);

  const [arrivedAsArtist] = useState(searchParams.get("type") === "artist");
  useEffect(() => {
    // 'Become an artist' links land at the top of the form, wherever they were clicked.
    if (arrivedAsArtist) window.scrollTo({ top: 0 });
  }, [arrivedAsArtist]);

  const chooseType = (type: UserType) => {
    setUserType(type);
    setSearchParams(
      (params) => {
        if (type === "artist") params.set("type", "artist");
        else params.delete("type");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  useEffect(() => {
    // A type chosen before the page hydrated is kept by the browser: adopt it.
    const chosen = formRef.current?.querySelector<HTMLInputElement>("[name=userType]:checked");
    if (chosen?.value === "artist" && userType !== "artist") chooseType("artist");
    // Only once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join to contact artists, save favorites, or publish your own portfolio."
      footer={
        <>
          Already have an account?{" "}
          <Link
            to={pageWithReturn("/login", redirectTo)}
            className="font-semibold text-brand-700 hover:text-brand-900"
          >
            Log in
          </Link>
        </>
      }
    >
      <Form method="post" noValidate onChange={onEdit} ref={formRef} className="space-y-5">
        <fieldset className="group">
          <legend className="sr-only">Account type</legend>
          <div className="grid grid-cols-2 gap-1 rounded-2xl bg-ink-50 p-1">
            {ACCOUNT_TYPES.map((type) => (
              <label
                key={type.value}
                className={cn(
                  "grid h-11 cursor-pointer place-items-center rounded-xl text-sm font-semibold text-ink-600 transition hover:text-ink-900 sm:text-base",
                  "has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                )}
              >
                <input
                  type="radio"
                  name="userType"
                  value={type.value}
                  defaultChecked={type.value === userType}
                  onChange={() => chooseType(type.value)}
                  className="sr-only"
                />
                {type.label}
              </label>
            ))}
          </div>
          {ACCOUNT_TYPES.map((type) => (
            <p
              key={type.value}
              className={cn("mt-3 hidden text-center text-sm text-ink-600", type.hintClass)}
            >
              {type.hint}
            </p>
          ))}
        </fieldset>
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Full name" name="name" autoComplete="name" required error={errors.name} />
        <EmailField error={errors.email} />
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="Only letters, numbers and underscores"
          error={errors.username}
        />
        <NewPasswordFields errors={errors} />
        <div className="space-y-3">
          <Button type="submit" size="lg" className="w-full" disabled={creating}>
            {creating ? "Creating account..." : "Create account"}
          </Button>
          <p className="text-center text-sm text-ink-600">
            {LEGAL_COPY.signupAgreement}{" "}
            <Link to={TERMS_PATH} className={cn(inlineLinkClass, "whitespace-nowrap")}>
              {LEGAL_NAV.termsTitle}
            </Link>{" "}
            and{" "}
            <Link to={PRIVACY_PATH} className={cn(inlineLinkClass, "whitespace-nowrap")}>
              {LEGAL_NAV.privacyTitle}
            </Link>
            .
          </p>
        </div>
      </Form>
      {providerName && userType === "user" && (
        <div className="mt-5 space-y-5">
          <OrDivider />
          <ProviderSignIn name={providerName} redirectTo={redirectTo} />
        </div>
      )}
    </AuthCard>
  );
}

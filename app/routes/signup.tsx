import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard, OrDivider } from "~/app/components/auth-card";
import { ProviderSignIn } from "~/app/components/provider-sign-in";
import { Button } from "~/app/components/ui/button";
import { Field, FormAlert, NewPasswordFields } from "~/app/components/ui/field";
import { pageMeta } from "~/app/lib/brand";
import { revalidateUnlessFailed, withNetworkError } from "~/app/lib/client-action";
import { cn } from "~/app/lib/cn";
import { useFieldErrors } from "~/app/lib/use-field-errors";
import { signupSchema, type UserType } from "~/core/accounts/validation";
import { firstError } from "~/core/forms";
import { pageWithReturn, safeRedirect } from "~/core/redirect";
import { signUp } from "~/server/auth/credentials";
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

const ACCOUNT_TYPES = [
  { value: "user", label: "I'm a Client", hint: "Browse and book nail artists" },
  {
    value: "artist",
    label: "I'm an Artist",
    hint: "Create your artist profile and start getting clients",
  },
] as const satisfies ReadonlyArray<{ value: UserType; label: string; hint: string }>;

export function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/signup.tsx", "read");
  const redirectTo = safeRedirect(new URL(args.request.url).searchParams.get("redirectTo"));
  return { redirectTo, providerName: getServices(args.context).config.oidc?.name ?? null };
}

export const action = formAction(async ({ request, context }: Route.ActionArgs, form) => {
  const result = await signUp(getServices(context), request, form);
  if (!result.ok) return { error: result.error };
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
  if (!parsed.success) return { error: firstError(parsed.error)! };
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

  const chooseType = (value: string) => {
    const type = value === "artist" ? "artist" : "user";
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
      <Tabs.Root value={userType} onValueChange={chooseType}>
        <Tabs.List
          aria-label="Account type"
          className="grid grid-cols-2 gap-1 rounded-2xl bg-ink-50 p-1"
        >
          {ACCOUNT_TYPES.map((type) => (
            <Tabs.Trigger
              key={type.value}
              value={type.value}
              className={cn(
                "h-11 rounded-xl text-sm font-semibold text-ink-600 transition sm:text-base",
                "data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm",
              )}
            >
              {type.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ACCOUNT_TYPES.map((type) => (
          <Tabs.Content
            key={type.value}
            value={type.value}
            className="mt-3 text-center text-sm text-ink-600"
          >
            {type.hint}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <div className="mt-6 space-y-5">
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <Form method="post" noValidate onChange={onEdit} ref={formRef} className="space-y-5">
          <input type="hidden" name="userType" value={userType} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field label="Full name" name="name" autoComplete="name" required error={errors.name} />
          <Field
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={errors.email}
          />
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
          <Button type="submit" size="lg" className="w-full" disabled={creating}>
            {creating ? "Creating account..." : "Create account"}
          </Button>
        </Form>
        {providerName && userType === "user" && (
          <>
            <OrDivider />
            <ProviderSignIn name={providerName} redirectTo={redirectTo} />
          </>
        )}
      </div>
    </AuthCard>
  );
}

import { INTENT_FIELD, SIGN_IN_INTENTS } from "~/core/forms";
import { KeyRound } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";

/** "Continue with {provider}": posts to /login, which sends the browser to the provider. */
export function ProviderSignIn({ name, redirectTo }: { name: string; redirectTo: string }) {
  const navigation = useNavigation();
  const starting = navigation.formData?.get(INTENT_FIELD) === SIGN_IN_INTENTS.provider;
  return (
    <Form method="post" action="/login">
      <input type="hidden" name={INTENT_FIELD} value={SIGN_IN_INTENTS.provider} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Button type="submit" variant="secondary" size="lg" className="w-full" disabled={starting}>
        <KeyRound className="size-5" aria-hidden />
        Continue with {name}
      </Button>
    </Form>
  );
}

import { KeyRound } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/app/components/ui/button";

/** "Continue with {provider}": posts to /login, which sends the browser to the provider. */
export function ProviderSignIn({ name, redirectTo }: { name: string; redirectTo: string }) {
  const navigation = useNavigation();
  const starting = navigation.formData?.get("intent") === "provider";
  return (
    <Form method="post" action="/login">
      <input type="hidden" name="intent" value="provider" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Button type="submit" variant="secondary" size="lg" className="w-full" disabled={starting}>
        <KeyRound className="size-5" aria-hidden />
        Continue with {name}
      </Button>
    </Form>
  );
}

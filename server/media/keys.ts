/** Rejects keys that could escape a folder or need escaping anywhere: both drivers share this rule. */
export function assertValidKey(key: string): void {
  const fail = (why: string) => {
    throw new Error(`Invalid media key ${JSON.stringify(key)}: ${why}.`);
  };
  if (key === "") fail("it is empty");
  if (key.startsWith("/")) fail('it starts with "/"');
  if (!/^[A-Za-z0-9/._-]+$/.test(key)) fail("only letters, digits and / . _ - are allowed");
  if (key.split("/").some((part) => part === "" || part === "." || part === "..")) {
    fail('it has an empty, "." or ".." segment');
  }
}

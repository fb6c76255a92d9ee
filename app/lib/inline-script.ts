/**
 * An inline script as sent in every page's <head>: without its indentation and whole-line
 * comments, so that the source here stays readable and the page stays light. Lines are kept
 * (a newline is a byte, and the script's meaning never depends on where they are removed).
 */
export function compactScript(source: string): string {
  return source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("//"))
    .join("\n");
}

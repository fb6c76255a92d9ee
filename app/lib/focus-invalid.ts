/**
 * Moves focus to the first field marked invalid inside `container` (focusing scrolls it into
 * view), so keyboard and screen-reader users land on what to fix. Radio buttons cannot carry
 * aria-invalid; they are marked with data-invalid instead.
 */
export function focusFirstInvalid(container: HTMLElement | null) {
  container?.querySelector<HTMLElement>("[aria-invalid=true], [data-invalid]")?.focus();
}

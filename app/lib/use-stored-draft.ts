import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/**
 * Form state that survives a reload of the tab: kept in sessionStorage under `key` as the user
 * types. The first render uses `initial` (what the server rendered), then a stored draft, if any,
 * replaces it, and then what was typed before the page hydrated: the text fields inside `root`
 * named after the draft's keys whose text differs from what the server rendered (the next render
 * would put the draft's back). `clear()` forgets the stored copy (after it has been saved for good).
 */
export function useStoredDraft<T extends object>(
  key: string,
  initial: T,
  root?: RefObject<HTMLElement | null>,
) {
  const [draft, setDraft] = useState(initial);
  const [restored, setRestored] = useState(false);
  const initialRef = useRef(initial);

  useEffect(() => {
    let stored: Partial<T> = {};
    try {
      stored = JSON.parse(sessionStorage.getItem(key) ?? "{}") as Partial<T>;
    } catch {
      sessionStorage.removeItem(key);
    }
    const typed = typedBeforeHydration(root?.current, initialRef.current);
    if (Object.keys(stored).length > 0 || Object.keys(typed).length > 0) {
      setDraft({ ...initialRef.current, ...stored, ...typed });
    }
    setRestored(true);
    // Once, at hydration: `root` is a ref, the same object on every render.
  }, [key, root]);

  useEffect(() => {
    if (restored) sessionStorage.setItem(key, JSON.stringify(draft));
  }, [key, draft, restored]);

  const update = useCallback(
    (change: Partial<T>) => setDraft((current) => ({ ...current, ...change })),
    [],
  );
  const clear = useCallback(() => sessionStorage.removeItem(key), [key]);
  /** Whether the stored draft (if any) has replaced `initial` yet. */
  return { draft, update, clear, restored };
}

/** The text fields in `root` named after `rendered`'s text keys whose value is no longer it. */
function typedBeforeHydration<T extends object>(
  root: HTMLElement | null | undefined,
  rendered: T,
): Partial<T> {
  const typed: Partial<T> = {};
  if (!root) return typed;
  for (const [name, value] of Object.entries(rendered)) {
    if (typeof value !== "string") continue;
    const field = root.querySelector(`[name="${CSS.escape(name)}"]`);
    const isText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    if (isText && field.value !== value) (typed as Record<string, string>)[name] = field.value;
  }
  return typed;
}

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Form state that survives a reload of the tab: kept in sessionStorage under `key` as the user
 * types. The first render uses `initial` (what the server rendered), then a stored draft, if any,
 * replaces it. `clear()` forgets the stored copy (after it has been saved for good).
 */
export function useStoredDraft<T>(key: string, initial: T) {
  const [draft, setDraft] = useState(initial);
  const [restored, setRestored] = useState(false);
  const initialRef = useRef(initial);

  useEffect(() => {
    const stored = sessionStorage.getItem(key);
    if (stored) {
      try {
        setDraft({ ...initialRef.current, ...(JSON.parse(stored) as Partial<T>) });
      } catch {
        sessionStorage.removeItem(key);
      }
    }
    setRestored(true);
  }, [key]);

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

// The style match's photo, carried to the request form it links to ("Send this look"). It stays
// in this tab's memory across the client-side navigation and is used once: it is stored only
// when the client sends the request (issue 22). A full reload loses it; the form's picker is
// there to choose it again. (On the server it is always null: only a click sets it.)

let carried: File | null = null;

/** Keeps the match's photo for the next request form. */
export function carryPhoto(file: File): void {
  carried = file;
}

/** The carried photo, if any (read while rendering; `forgetCarriedPhoto` once it is used). */
export function carriedPhoto(): File | null {
  return carried;
}

export function forgetCarriedPhoto(): void {
  carried = null;
}

// Deleting one's account: what the confirmation says is deleted (an artist's and a client's data
// differ; docs: the privacy policy's "Deleting your account"), and where the person lands after.

/** Where the browser goes once the account is gone: the home page, which says so. */
export const DELETED_PARAM = "account";
export const DELETED_VALUE = "deleted";
export const AFTER_DELETION_PATH = `/?${DELETED_PARAM}=${DELETED_VALUE}`;

export const ACCOUNT_DELETION = {
  title: "Delete your account?",
  whatGoes: (artist: boolean) =>
    artist
      ? "This is permanent. Your account and all its data (your artist profile, its profile and portfolio photos, the reviews of your work, and the messages and photos you sent in requests) will be deleted and cannot be recovered."
      : "This is permanent. Your account and all its data (your favorites, the reviews you wrote, and the messages and photos you sent in requests) will be deleted and cannot be recovered.",
  done: "Your account and its data have been deleted. You are signed out.",
} as const;

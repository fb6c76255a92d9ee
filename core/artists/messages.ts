import { PORTFOLIO } from "../catalogue";

/** The artist pages' success and failure messages, written once. */
export const ARTIST_MESSAGES = {
  profilePhotoSaved: "Profile photo compressed and saved",
  portfolioPhotoSaved: (count: number) =>
    `Portfolio photo compressed and saved (${count}/${PORTFOLIO.max})`,
  portfolioPhotosSaved: (added: number, count: number) =>
    `${added} portfolio photos compressed and saved (${count}/${PORTFOLIO.max})`,
  photosAddedToDraft: (added: number) => `${added} photos added to draft`,
  photosAddedToPortfolio: (added: number) => `${added} photos added to portfolio`,
  imageRemovedFromDraft: "Image removed from draft",
  portfolioUpdated: "Portfolio updated successfully",
  changesDiscarded: "Changes discarded",
  /** Leaving the dashboard with a portfolio draft not saved. */
  unsavedTitle: "Leave without saving your portfolio?",
  unsavedText: "Your portfolio has changes that are not saved. If you leave now, they are lost.",
  unsavedStay: "Stay and save",
  unsavedLeave: "Leave without saving",
  profileUpdated: "Profile updated successfully!",
  profilePublished: "Profile published successfully! Redirecting to artists page...",
  saveProfileFailed: (message: string) => `Failed to save profile: ${message}`,
  processImageFailed: (message: string) => `Failed to process image: ${message}`,
  processImagesFailed: (message: string) => `Failed to process images: ${message}`,
  uploadImagesFailed: "Failed to upload images",
  savePortfolioFailed: "Failed to save portfolio",
  artistNotFound: "Artist not found",
  loadArtistFailed: "Failed to load artist profile",
  linkCopied: "Link copied to clipboard",
  /** Share before or without JavaScript: the profile's address, to copy. */
  shareLinkLabel: "Copy this link to share the profile",
  linkAndTextCopied: "Link and text copied to clipboard",
  contactPrompt:
    "Sign up or log in to view contact information and book appointments with this artist.",
} as const;

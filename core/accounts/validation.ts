import { z } from "zod";
import { PASSWORD_HAS, PASSWORD_MIN_LENGTH } from "./password-rules";
import { displayText } from "../text";

// Account rules (docs/PRODUCT-RULES.md, "Accounts"), shared by the forms in the browser and the
// actions on the server. Each field's checks are declared in the rules' order: the first issue
// zod reports is the first rule that fails, which is the only one shown.

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** The word a user types to confirm deleting their account. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

export const ACCOUNT_MESSAGES = {
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
  usernameRequired: "Username is required.",
  usernameTooShort: "Username must be at least 3 characters.",
  usernameTooLong: "Username must be less than 20 characters.",
  usernameCharacters: "Username can only contain letters, numbers, and underscores.",
  usernameTaken: "Username is already taken. Please try a different username.",
  usernameUnverifiable: "Unable to verify username availability. Please try again later.",
  passwordRequired: "Password is required.",
  passwordTooShort: "Password must be at least 8 characters.",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordLowercase: "Password must contain at least one lowercase letter",
  passwordUppercase: "Password must contain at least one uppercase letter",
  passwordNumber: "Password must contain at least one number",
  passwordSpecial: "Password must contain at least one special character",
  passwordCommon: "This password is too common and easy to guess. Please choose a different one.",
  confirmRequired: "Please confirm your password.",
  passwordsDiffer: "Passwords do not match.",
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
} as const;

/** Login messages are worded without the sign-up form's full stops. */
export const LOGIN_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
} as const;

const M = ACCOUNT_MESSAGES;

const email = z
  .string()
  .trim()
  .min(1, M.emailRequired)
  .max(EMAIL_MAX_LENGTH, M.emailTooLong)
  .pipe(z.email(M.emailInvalid));

export const usernameSchema = z
  .string()
  .trim()
  .min(1, M.usernameRequired)
  .min(USERNAME_MIN_LENGTH, M.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, M.usernameTooLong)
  .regex(/^[A-Za-z0-9_]*$/, M.usernameCharacters);

/** A new password: its length, then a lowercase, an uppercase, a digit and a special character. */
export const newPasswordSchema = z
  .string()
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong)
  .regex(PASSWORD_HAS.lowercase, M.passwordLowercase)
  .regex(PASSWORD_HAS.uppercase, M.passwordUppercase)
  .regex(PASSWORD_HAS.number, M.passwordNumber)
  .regex(PASSWORD_HAS.special, M.passwordSpecial);

const confirmPassword = z.string().min(1, M.confirmRequired);

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

export const USER_TYPES = ["user", "artist"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const signupSchema = z
  .object({
    // The full name is optional; it is only bounded.
    name: z.string().overwrite(displayText).trim().max(NAME_MAX_LENGTH, M.nameTooLong).default(""),
    email,
    username: usernameSchema,
    password: newPasswordSchema,
    confirmPassword,
    userType: z.enum(USER_TYPES).catch("user"),
  })
  .refine(passwordsMatch, { message: M.passwordsDiffer, path: ["confirmPassword"] });

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, LOGIN_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, LOGIN_MESSAGES.emailInvalid)
    .pipe(z.email(LOGIN_MESSAGES.emailInvalid)),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().default(false),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ token: z.string().min(1), password: newPasswordSchema, confirmPassword })
  .refine(passwordsMatch, { message: M.passwordsDiffer, path: ["confirmPassword"] });

/** The new name, or null when it is blank (a blank name is not saved). */
export const nameSchema = z
  .string()
  .overwrite(displayText)
  .trim()
  .max(NAME_MAX_LENGTH, M.nameTooLong)
  .transform((name) => name || null);

export const isDeleteConfirmed = (typed: string) => typed === DELETE_CONFIRMATION_WORD;

/** Messages of the account flows, written once. */
export const AUTH_MESSAGES = {
  // Login. Unknown e-mail and wrong password answer alike (docs/decisions/0003).
  invalidCredentials: "Invalid email or password.",
  tooManyAttempts: "Too many failed attempts. Please try again later.",
  network: "Network error. Please check your internet connection and try again.",
  loginFailed: "Failed to log in. Please try again.",
  // Signup
  emailTaken: "This email is already registered. Please use a different email or try logging in.",
  weakPassword:
    "Password is too weak. Please choose a stronger password with at least 8 characters.",
  invalidEmail: "Please enter a valid email address.",
  signupFailed: "Failed to create account. Please try again.",
  tooManySignups: "Too many sign-up attempts from your network. Please try again later.",
  // Password reset (ours)
  resetRequested:
    "If an account exists for that email, we have sent a link to reset its password. Check your inbox.",
  resetInvalid: "This reset link has expired or was already used. Please request a new one.",
  resetFailed: "Failed to reset your password. Please try again.",
  tooManyResetRequests: "Too many reset requests. Please try again later.",
  // Identity provider (ours)
  providerFailed: "Signing in with your provider did not work. Please try again.",
  providerAccountExists:
    "An account with this email already exists. Log in with your email and password.",
  // Header
  logoutFailed: "Failed to log out",
} as const;

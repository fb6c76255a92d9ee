// What the HTTP benchmarks share: a production server to measure (BASE_URL, or one started on a
// fresh embedded database with the demo data, or on DATABASE_URL), and accounts signed up through
// the sign-up form's own request.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";

export interface Server {
  baseUrl: string;
  /** SIGTERM by default: the graceful stop. */
  stop(signal?: NodeJS.Signals): void;
}

/**
 * BASE_URL if set; otherwise the production build started on a random port with the demo data,
 * on the embedded database or on `databaseUrl` (a database of its own: it is seeded).
 */
export async function startServer(
  options: {
    name: string;
    databaseUrl?: string;
    env?: Record<string, string>;
    port?: number;
  } = { name: "bench" },
): Promise<Server> {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL, stop() {} };
  const port = options.port ?? 4300 + Math.floor(Math.random() * 500);
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(os.tmpdir(), `nailmatch-${options.name}-${port}`),
      LOG_LEVEL: "error",
      ...(options.databaseUrl
        ? {
            DATABASE_URL: options.databaseUrl,
            SEED_DEMO: "true",
            AUTH_SECRET: "bench-auth-secret-not-for-production-0123456789",
            MAIL_TO_FILES: "true",
          }
        : {}),
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    // With the demo data complete (the server answers earlier, while it is being made).
    const ready = await fetch(`${baseUrl}/readyz?demo=complete`).catch(() => null);
    if (ready?.ok) return { baseUrl, stop: (signal = "SIGTERM") => child.kill(signal) };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not become ready");
}

let accounts = 0;

/** Signs up through the sign-up form's request; returns the account and its session cookie. */
export async function signUp(
  baseUrl: string,
  userType: "user" | "artist",
): Promise<{ email: string; password: string; cookie: string }> {
  const id = `${userType[0]}${Date.now().toString(36)}${(accounts++).toString(36)}`;
  const email = `${id}@example.com`;
  const password = "Velvet-Plum-42";
  const response = await fetch(`${baseUrl}/signup`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      userType,
      name: "Bench",
      email,
      username: `b_${id}`.slice(0, 20),
      password,
      confirmPassword: password,
    }),
  });
  if (response.status !== 302) throw new Error(`sign-up refused: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { email, password, cookie };
}

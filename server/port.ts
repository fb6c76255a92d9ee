import net from "node:net";

// Where the server listens by default, and whether it can: read by the config module and by
// `npm start`, which checks the port before it spends a minute building and seeding.

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = "127.0.0.1";

/** Why the server could not listen on `host:port`, in words for the person who started it. */
export function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): string {
  return error.code === "EADDRINUSE"
    ? `Port ${port} on ${host} is already in use. Stop the other server or set PORT to a free port.`
    : `Could not listen on ${host}:${port}: ${error.message}`;
}

/** Null when `host:port` is free to listen on, else why not. */
export function checkPort(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      resolve(listenFailure(error, port, host)),
    );
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

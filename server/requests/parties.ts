import { eq, or, type SQL } from "drizzle-orm";
import type { RequestRole } from "~/core/requests";
import { bookingRequest } from "../db/schema";

// A request is its client's and its artist's alone (decision 0030): every read or change of a
// request, its lines and its photos keeps this one rule, and anyone else is told "not found".

/** The rows of the requests the person is a party to. */
export const partyTo = (userId: string): SQL =>
  or(eq(bookingRequest.clientId, userId), eq(bookingRequest.artistId, userId))!;

/** The side of a request its party is on. */
export const roleIn = (request: { artistId: string | null }, userId: string): RequestRole =>
  request.artistId === userId ? "artist" : "client";

import { createContext, useContext } from "react";

/** The CSP nonce of the server response being rendered; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this server render; empty in the browser, where scripts already ran. */
export function useNonce() {
  return useContext(NonceContext);
}

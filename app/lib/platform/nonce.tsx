import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/**
 * The CSP nonce of a streamed server render; none for a page rendered whole (its policy lists the
 * hashes of its scripts, decision 097) and none in the browser, where scripts already ran.
 */
export function useNonce() {
  return useContext(NonceContext);
}

import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response. Only the server knows it; in the browser it
 * is empty, which is fine because scripts added after hydration are external.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}

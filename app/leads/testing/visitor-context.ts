import { RouterContextProvider } from "react-router";
import { clientAddressContext } from "../client-address.server.ts";

/** The router context the Node server hands a request to React Router with: the visitor's address. */
export function visitorContext(address = "192.0.2.10"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  return context;
}

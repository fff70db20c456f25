import { createContext, type RouterContextProvider } from "react-router";

/**
 * The visitor's address as the Node server saw it: the socket's peer, or the address a trusted
 * proxy forwarded (server/proxy.ts). The server puts it in the load context of every request it
 * hands to React Router (`requestContext` in entry.server.tsx); nothing a client sends can set it.
 * The development server sets none, so its posts all count as one visitor, "unknown".
 */
export const clientAddressContext = createContext<string>("unknown");

/** The address the budgets count under and a stored submission keeps. */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

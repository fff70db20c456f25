import { createContext, useContext } from "react";

/**
 * The nonce of the answer being rendered, for the inline scripts the site writes itself (the
 * language redirect); React Router's own scripts take it from `<ServerRouter nonce>`. Undefined
 * when a page is pre-rendered at build time: its inline scripts are allowed by their hashes.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export const useScriptNonce = () => useContext(ScriptNonce);

// How every browser test and script here starts Chromium: Debian's build, never a downloaded one.
import { existsSync } from "node:fs";

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromePath() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: install Debian's chromium or set CHROME_PATH.`);
  return path;
}

export function launchOptions() {
  return { executablePath: chromePath(), args: CHROME_FLAGS, headless: true };
}

import spriteUrl from "./icon-sprite.svg?url";
import type { IconName } from "./icon-names";

export { ICON_NAMES, type IconName } from "./icon-names";

/**
 * A decorative icon: a reference into the site's icon sprite (one cached file) instead of the
 * icon's paths written out in every page. Lucide's stroke style is set here, once.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

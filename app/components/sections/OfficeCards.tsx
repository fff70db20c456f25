import { useLanguage } from "~/i18n/language-context";
import { OFFICES, phoneText, telHref } from "~/site/company";
import { Icon } from "~/components/ui/icons";

/** Both offices, Budapest marked as headquarters: address, phone, e-mail and a map link (new tab). */
export function OfficeCards() {
  const { t, lang } = useLanguage();
  return (
    <section id="offices" aria-labelledby="offices-heading" className="container-page scroll-mt-32 py-16 sm:py-20">
      <h2 id="offices-heading" className="text-h2 font-semibold">
        {t("common.officesHeading")}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {OFFICES.map((office) => (
          <li key={office.id} className="min-w-0 rounded-xl border border-ink-200 bg-white p-6 shadow-card sm:p-8">
            <h3 className="flex flex-wrap items-center gap-3 text-h3 font-semibold">
              {office.city[lang]}
              {office.isHq && (
                <span className="rounded-sm bg-laser-400 px-2 py-0.5 text-xs font-bold tracking-wide text-ink-950 uppercase">
                  {t("footer.headquarters")}
                </span>
              )}
            </h3>
            <address className="mt-4 flex gap-3 text-ink-700 not-italic">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-ink-500" />
              <span>
                {office.addressLines[lang].map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="block">{office.country[lang]}</span>
              </span>
            </address>
            <div className="mt-4 grid gap-1">
              <a href={telHref(office.phone)} className="inline-flex min-h-10 items-center gap-3 text-ink-900 hover:underline">
                <Icon name="phone" className="size-4 text-ink-500" />
                {phoneText(office.phone)}
              </a>
              <a href={`mailto:${office.email}`} className="inline-flex min-h-10 items-center gap-3 text-ink-900 hover:underline">
                <Icon name="mail" className="size-4 text-ink-500" />
                {office.email}
              </a>
              <p className="inline-flex min-h-10 items-center gap-3 text-ink-700" data-testid="office-hours">
                <Icon name="clock" className="size-4 shrink-0 text-ink-500" />
                <span>
                  <span className="font-semibold text-ink-900">{t("footer.officeHours")}:</span> {office.hours[lang]}
                </span>
              </p>
            </div>
            <a
              href={office.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-outline mt-6 max-w-full text-center whitespace-normal"
            >
              {t("footer.viewOnMap")}
              <Icon name="external-link" className="size-4" />
              <span className="sr-only">({t("footer.opensInNewTab")})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

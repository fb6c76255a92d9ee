import { Link } from "react-router";
import {
  PROFILE_SERVICES,
  formatDuration,
  formatPriceRange,
  SERVICE_CATEGORIES,
  SERVICES_HEADING,
  seeAllServices,
  type Service,
} from "~/core/artists/services";

/**
 * An artist's services on their profile, grouped by category in the catalogue's order: all of
 * them, or the first of a long menu (`total` is the menu's size) with a link to the rest.
 */
export function ServiceMenu({ services, total }: { services: readonly Service[]; total: number }) {
  const groups = SERVICE_CATEGORIES.map((category) => ({
    category,
    services: services.filter((service) => service.category === category),
  })).filter((group) => group.services.length > 0);
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="font-sans text-lg font-semibold">
        {SERVICES_HEADING}
      </h2>
      <div className="service-menu">
        {groups.map(({ category, services: inGroup }) => (
          <div key={category}>
            <h3>{category}</h3>
            <ul>
              {inGroup.map((service, i) => (
                // Spaces between the parts, so that they are read as words (a grid shows none).
                <li key={i}>
                  <span>{service.name}</span>{" "}
                  <span>{formatPriceRange(service.priceCents, service.upToCents)}</span>{" "}
                  <span>
                    {[formatDuration(service.minutes), service.description]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {total > services.length && (
        <Link
          to={`?${PROFILE_SERVICES.param}=${PROFILE_SERVICES.all}#services-heading`}
          preventScrollReset
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {seeAllServices(total)}
        </Link>
      )}
    </section>
  );
}

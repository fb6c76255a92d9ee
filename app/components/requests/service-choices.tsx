import { Receipt } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import {
  estimateText,
  formatDuration,
  formatPriceRange,
  type RequestedService,
} from "~/core/artists/services";
import { REQUEST_COPY as C } from "~/core/request-copy";
import { REQUEST_FIELDS as F } from "~/core/requests";

/**
 * The request form's "Services": the artist's menu as checkboxes (a plain form field), and what
 * the chosen ones come to ("Estimated $65–80 · about 1 h 30 min"), updated as they are ticked
 * once the page has its script, and shown from the first paint for a choice sent back.
 */
export function ServiceChoices({
  menu,
  chosen,
  error,
}: {
  menu: readonly RequestedService[];
  chosen: readonly string[];
  error?: string;
}) {
  const [ticked, setTicked] = useState(() => new Set(chosen));
  const hintId = useId();
  const errorId = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  // What the boxes say: read again on each change, and once the script starts, for boxes
  // ticked before it did.
  const readTicked = () =>
    setTicked(
      new Set(
        [...(group.current?.querySelectorAll<HTMLInputElement>("input:checked") ?? [])].map(
          (input) => input.value,
        ),
      ),
    );
  useLayoutEffect(readTicked, []);
  const estimate = estimateText(menu.filter((service) => ticked.has(service.id)));
  return (
    <fieldset
      ref={group}
      className="service-choices"
      aria-describedby={[hintId, error ? errorId : ""].join(" ").trim()}
    >
      <legend>{C.services}</legend>
      <p id={hintId}>{C.servicesHint}</p>
      <ul>
        {menu.map((service, i) => (
          <li key={service.id}>
            <label>
              <input
                type="checkbox"
                name={F.service}
                value={service.id}
                defaultChecked={chosen.includes(service.id)}
                onChange={readTicked}
                data-invalid={error && i === 0 ? true : undefined}
              />
              <span>{service.name}</span>
              <span>
                {formatPriceRange(service.priceCents, service.upToCents)} ·{" "}
                {formatDuration(service.minutes)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <output aria-live="polite">
        {estimate && (
          <>
            <Receipt className="size-4" aria-hidden />
            {estimate}
          </>
        )}
      </output>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
